/**
 * What /api/donations/form-10bd answers and takes (issue 47): a financial year's Form
 * 10BD screen (check list, summary, the filing, each donor's Form 10BE), the filing's
 * acknowledgement, and the notice of a filing due. For the API's documented schemas
 * and the admin's screens alike; never on a public page.
 */
import { z } from "zod";

export const form10bdProblemView = z.object({
  receiptNumber: z.string(),
  field: z.enum(["receipt", "donorName", "donorId", "donorAddress", "mode"]),
  message: z.string(),
  leftOut: z.boolean(),
});
export type Form10bdProblemView = z.infer<typeof form10bdProblemView>;

export const form10bdFilingView = z.object({
  acknowledgementNumber: z.string(),
  filedOn: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

export const form10beDonorView = z.object({
  donorId: z.string(),
  name: z.string(),
  pan: z.string(),
  email: z.string(),
  paise: z.number(),
  receipts: z.number(),
  certificate: z.object({ id: z.string(), uploadedAt: z.string(), emailedAt: z.string().nullable() }).nullable(),
});
export type Form10beDonorView = z.infer<typeof form10beDonorView>;

export const form10bdNoticeView = z.object({
  year: z.string(),
  due: z.string(),
  daysLeft: z.number(),
  overdue: z.boolean(),
  filed: z.boolean(),
  certificatesLeft: z.number(),
});

export const form10bdView = z.object({
  year: z.string(),
  due: z.string(),
  ended: z.boolean(),
  receipts: z.number(),
  rows: z.number(),
  totalPaise: z.number(),
  leftOut: z.array(z.object({ receiptNumber: z.string(), reason: z.string() })),
  checks: z.array(form10bdProblemView),
  filing: form10bdFilingView.nullable(),
  donors: z.array(form10beDonorView),
  notice: form10bdNoticeView.nullable(),
});
export type Form10bdView = z.infer<typeof form10bdView>;

/** The portal's acknowledgement of a year's filing, as the staff type it. */
export const form10bdFilingRequest = z
  .object({
    acknowledgementNumber: z.string({ error: "The acknowledgement number is required" }).trim().max(40),
    filedOn: z.iso.date({ error: "The filing date is written YYYY-MM-DD" }),
  })
  .strict();
