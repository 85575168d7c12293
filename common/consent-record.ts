/**
 * The consent record kept with every visitor submission (issue 42): which privacy
 * notice the visitor was offered (the published version of the /privacy page when
 * the submission arrived), in the language of the page they sent it from, and
 * which boxes they ticked ("consent": the privacy policy on Contact Us; "updates":
 * news by e-mail on Get In Touch). Rows sent before it was kept have none.
 */
import { z } from "zod";
import { LOCALES } from "./locale.ts";

/**
 * The language of the page a form was sent from, a hidden field of the form: an
 * unknown or missing value is English rather than a refusal, as a visitor cannot fix it.
 */
export const pageLanguage = z.enum(LOCALES).optional().catch("en").default("en");

export const CONSENT_BOXES = ["consent", "updates"] as const;
export type ConsentBox = (typeof CONSENT_BOXES)[number];

export const consentRecord = z.object({
  /** The version of the privacy notice (the /privacy page document) published when it arrived. */
  notice: z.number().int().min(1),
  language: z.enum(LOCALES),
  ticked: z.array(z.enum(CONSENT_BOXES)),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** The field a view carries: null for a submission from before consent records were kept. */
export const consentRecordView = consentRecord.nullable().meta({
  description:
    "Which privacy notice the visitor was offered (its version and language) and what they ticked; null when sent before this was recorded",
});
