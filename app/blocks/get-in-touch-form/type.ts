import type { z } from "zod";
import type { getInTouchFormBlock } from "#common/content-model/blocks/contact-forms";
import type { InLocale } from "#common/content-model/localized";

type Model = InLocale<z.infer<typeof getInTouchFormBlock>>;

/** /GetInTouch's form section: the message form, and beside it the office, quick actions and the reply note. */
export interface GetInTouchFormBlockData {
  kind: "getInTouchForm";
  form: Model["form"];
  office: Model["office"];
  quickActions: Model["quickActions"];
  replyNote: Model["replyNote"];
}

export type GetInTouchFormWords = GetInTouchFormBlockData["form"];
export type QuickActionsWords = GetInTouchFormBlockData["quickActions"];
