import type { z } from "zod";
import type { contactUsFormBlock } from "#common/content-model/blocks/contact-forms";
import type { InLocale } from "#common/content-model/localized";

type Model = InLocale<z.infer<typeof contactUsFormBlock>>;

/** /ContactUs's form section: the contact details and the map placeholder beside the message form, with their words. */
export interface ContactUsFormBlockData {
  kind: "contactUsForm";
  details: Model["details"];
  map: Model["map"];
  form: Model["form"];
}

export type ContactUsFormWords = ContactUsFormBlockData["form"];
