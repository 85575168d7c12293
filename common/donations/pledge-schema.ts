/**
 * "Need an 80G receipt?" (issue 47): what a donor sends to ask for a receipt, and the
 * UPI reference they may add after paying; one validation for the form in the browser
 * and for the API. The messages are keys of the donations catalogue
 * (common/messages/donations.ts), written in the page's language. Not in common/schemas/:
 * the schemas' shared chunk would need the donation pages' words with it (vite.config.ts).
 */
import { z } from "zod";
import { pageLanguage } from "../consent-record.ts";
import { donationMessages } from "../messages/donations.ts";
import { keysOf } from "../messages/keyed.ts";
import { emailAddress } from "../schemas/contact.ts";
import { boundedText, requiredText } from "../schemas/text.ts";
import { normalisePan, type PanProblem, panProblem } from "./pan.ts";

export { PLEDGE_LIMITS } from "./pledge-limits.ts";

import { PLEDGE_LIMITS } from "./pledge-limits.ts";

const m = keysOf("donationMessages", donationMessages).validation;
const tooLong = () => m.tooLong;

/** The largest gift the form takes a figure for (₹1 crore); larger ones are a conversation. */
export const PLEDGE_MAX_RUPEES = 1_00_00_000;

const PAN_MESSAGES: Record<PanProblem, string> = {
  shape: m.panShape,
  holderType: m.panHolderType,
  nameLetter: m.panNameLetter,
};

/** "5000", "5,000", "₹ 5,000.50" → paise; undefined when it is no amount. */
export function rupeesToPaise(typed: string): number | undefined {
  const plain = typed.replace(/[₹,\s]|^rs\.?/gi, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A 12-digit UPI reference, typed with or without spaces. */
export const utrField = boundedText(PLEDGE_LIMITS.utr, m.utrInvalid, { required: m.utrInvalid })
  .transform((typed) => typed.replace(/\s/g, ""))
  .refine((utr) => /^\d{12}$/.test(utr), m.utrInvalid);

export const pledgeRequest = z
  .object({
    nameOnPan: requiredText({ max: PLEDGE_LIMITS.name, required: m.nameRequired, tooLong }),
    // Its shape is checked with the field, so it is reported with the others' mistakes;
    // its 5th letter against the name once both are there (below).
    pan: requiredText({ max: PLEDGE_LIMITS.pan, required: m.panRequired, tooLong })
      .transform(normalisePan)
      .superRefine((pan, context) => {
        const problem = panProblem(pan);
        if (problem) context.addIssue({ code: "custom", message: PAN_MESSAGES[problem] });
      }),
    email: emailAddress(m),
    address: requiredText({ max: PLEDGE_LIMITS.address, required: m.addressRequired, tooLong }),
    /** "yes" an Indian citizen, "no" a foreign citizen (OCI and PIO card holders too). */
    indianCitizen: z.enum(["yes", "no"], { error: m.citizenRequired }),
    /** Optional: what they mean to give, in rupees as typed. */
    amount: boundedText(PLEDGE_LIMITS.amount, m.amountInvalid)
      .optional()
      .default("")
      .transform((typed, context) => {
        if (typed === "") return null;
        const paise = rupeesToPaise(typed);
        if (paise === undefined || paise <= 0) {
          context.addIssue({ code: "custom", message: m.amountInvalid });
          return z.NEVER;
        }
        if (paise > PLEDGE_MAX_RUPEES * 100) {
          context.addIssue({ code: "custom", message: m.amountTooLarge, params: { max: PLEDGE_MAX_RUPEES } });
          return z.NEVER;
        }
        return paise;
      }),
    consent: z
      .union([z.boolean(), z.string()], { error: m.consentRequired })
      .refine((value) => value === true || value === "true" || value === "on", m.consentRequired)
      .transform(() => true as const),
    language: pageLanguage,
  })
  .superRefine((pledge, context) => {
    const problem = panProblem(pledge.pan, pledge.nameOnPan);
    if (problem) context.addIssue({ code: "custom", path: ["pan"], message: PAN_MESSAGES[problem] });
  });
export type PledgeRequest = z.input<typeof pledgeRequest>;
export type PledgeInput = z.output<typeof pledgeRequest>;

export const utrRequest = z.object({ utr: utrField });
