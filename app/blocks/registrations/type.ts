import type { z } from "zod";
import type { registrationsBlock } from "#common/content-model/blocks/registrations";
import type { InLocale } from "#common/content-model/localized";

/** /transparency's registrations: the words around the numbers and days of Site details (`useSite`). */
export type RegistrationsBlockData = Omit<InLocale<z.infer<typeof registrationsBlock>>, "id">;
