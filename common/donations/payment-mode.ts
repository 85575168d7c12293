/**
 * How a donation was paid, as the donations record and the donor's receipt name it
 * (issue 47). Finer than Form 10BD's four modes (form-10bd.ts maps each to one): the
 * donor reads "UPI" on their receipt where the portal wants "Electronic modes".
 * `reference` is what the payment's reference number is called, for the modes that
 * have one.
 */
import { formatRupees } from "./money.ts";

export const PAYMENT_MODES = {
  cash: { label: "Cash", reference: null },
  cheque: { label: "Cheque", reference: "no." },
  bankTransfer: { label: "Bank transfer", reference: "UTR" },
  upi: { label: "UPI", reference: "UTR" },
  kind: { label: "In kind", reference: null },
} as const;
export type PaymentMode = keyof typeof PAYMENT_MODES;

/** Cash above this (in paise) is not deductible under s.80G(5D). */
export const CASH_LIMIT_PAISE = 2000_00;
/** "₹2,000", as messages and documents write the limit. */
export const CASH_LIMIT = formatRupees(CASH_LIMIT_PAISE / 100);

/**
 * Cash above the limit: received and receipted, but not deductible, so not in Form 10BD's
 * file. `mode` is a payment mode or Form 10BD's (both call cash "cash").
 */
export const isCashAboveLimit = (gift: { mode: string; paise: number }): boolean =>
  gift.mode === "cash" && gift.paise > CASH_LIMIT_PAISE;

/** "UPI, UTR 412345678901"; "Cheque, no. 004512"; "Cash". */
export function paymentInWords(mode: PaymentMode, reference: string | null | undefined): string {
  const { label, reference: called } = PAYMENT_MODES[mode];
  const ref = reference?.trim();
  return ref ? `${label}, ${called ?? "ref."} ${ref}` : label;
}
