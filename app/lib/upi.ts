/**
 * UPI payment links (NPCI "upi://pay" deep links), read by every UPI app and
 * encoded in the donation QR code.
 */
import type { SiteConfig } from "#common/site-config";

export interface UpiPayment {
  /** Payee's UPI ID (VPA), e.g. name@bank. */
  payeeAddress: string;
  /** Payee's name as the app shows it. */
  payeeName: string;
  /** Rupees; omitted lets the donor type any amount. */
  amount?: number;
  /** Short note shown in the donor's app. */
  note?: string;
}

/** Percent-encodes a query value; "@" stays readable, as UPI IDs are written. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/** `upi://pay?pa=...&pn=...&am=...&cu=INR` (am with two decimals, only when an amount is given). */
export function buildUpiLink({ payeeAddress, payeeName, amount, note }: UpiPayment): string {
  if (amount !== undefined && !(Number.isFinite(amount) && amount > 0)) {
    throw new RangeError(`UPI amount must be a positive number, got ${amount}`);
  }
  const params: [string, string][] = [
    ["pa", payeeAddress.trim()],
    ["pn", payeeName.trim()],
  ];
  if (amount !== undefined) params.push(["am", amount.toFixed(2)]);
  params.push(["cu", "INR"]);
  if (note) params.push(["tn", note.trim()]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join("&")}`;
}

/** The site facts a donation's link names: the UPI ID paid, and the payee's name the donor's app shows. */
export type DonationPayee = Pick<SiteConfig, "upiId" | "name" | "upiPayeeName">;

/**
 * The link of a donation of `amount` rupees (null: the donor types the amount in
 * their app) to the site's UPI ID, with `note` beside the payment. The page draws it
 * and the server draws its QR code from it (donation.server.ts): the same link both.
 */
export function donationLink(site: DonationPayee, amount: number | null, note: string): string {
  return buildUpiLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName || site.name,
    amount: amount ?? undefined,
    note,
  });
}
