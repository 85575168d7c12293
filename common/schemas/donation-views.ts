/**
 * What the Finance side of /api/donations answers (issue 47), for the API's documented
 * schemas and the admin's Donations screens alike. Apart from donations.ts, which the
 * public receipt-request form loads: these never reach a public page.
 */
import { z } from "zod";

/** A receipt request waiting for its money, as Finance sees it (the PAN masked). */
export const waitingPledgeView = z.object({
  id: z.string(),
  code: z.string(),
  nameOnPan: z.string(),
  pan: z.string(),
  email: z.string(),
  paise: z.number().nullable(),
  utr: z.string().nullable(),
  day: z.string(),
  createdAt: z.string(),
});
export type WaitingPledgeView = z.infer<typeof waitingPledgeView>;

/** An open line of an imported statement, with the request it is proposed for (`candidates`: requests it could pay). */
export const proposalView = z.object({
  creditId: z.string(),
  fileName: z.string(),
  row: z.number(),
  receivedOn: z.string(),
  paise: z.number(),
  narration: z.string(),
  utrs: z.array(z.string()),
  pledgeId: z.string().nullable(),
  pledgeCode: z.string().nullable(),
  by: z.enum(["code", "utr", "amount and date"]).nullable(),
  candidates: z.array(z.string()),
});
export type ProposalView = z.infer<typeof proposalView>;

/** A receipt in the year's list (the PAN masked); `cancelled` with its reason when it was. */
export const receiptView = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  donorName: z.string(),
  pan: z.string(),
  email: z.string(),
  paise: z.number(),
  receivedOn: z.string(),
  mode: z.string(),
  reference: z.string(),
  deductible: z.boolean(),
  cancelled: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  emailedAt: z.string().nullable(),
});
export type ReceiptView = z.infer<typeof receiptView>;
