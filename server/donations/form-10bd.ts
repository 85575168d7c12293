/**
 * Form 10BD, Part B (issue 47): the statement of a financial year's donations that
 * the foundation uploads on the Income Tax portal by 31 May, as the portal's CSV
 * template lays it out. One row per donor and kind of gift: the portal asks for
 * donations from one donor by the same mode and of the same type to be reported
 * together, so receipts are summed by (ID, section, type, mode). What cannot be
 * reported is left out and said: a cancelled receipt, cash above ₹2,000 (not
 * deductible, s.80G(5D)), and a donor without an identity number, who cannot be
 * reported at all.
 */

import { CASH_LIMIT, CASH_LIMIT_PAISE, isCashAboveLimit, type PaymentMode } from "#common/donations/payment-mode";
import { csvRow } from "../csv/csv.ts";

/** The portal's identity codes. */
export const ID_CODES = {
  pan: 1,
  aadhaar: 2,
  taxIdentificationNumber: 3,
  passport: 4,
  electorsPhotoIdentity: 5,
  drivingLicence: 6,
  rationCard: 7,
} as const;
export type IdKind = keyof typeof ID_CODES;

/** What each identity number is called, on a receipt and in the check list. */
export const ID_NAMES: Record<IdKind, string> = {
  pan: "PAN",
  aadhaar: "Aadhaar",
  taxIdentificationNumber: "Tax Identification Number",
  passport: "Passport",
  electorsPhotoIdentity: "Voter ID",
  drivingLicence: "Driving licence",
  rationCard: "Ration card",
};

export const DONATION_TYPES = { corpus: "Corpus", specificGrant: "Specific grant", others: "Others" } as const;
export const RECEIPT_MODES = {
  cash: "Cash",
  kind: "Kind",
  electronic: "Electronic modes including account payee cheque/draft",
  others: "Others",
} as const;

/**
 * The portal's mode for each way of paying. A cheque counts with the electronic modes,
 * as the portal's label says of an account payee cheque: the foundation pays cheques
 * into its bank account, never cashes them.
 */
export const FORM_10BD_MODES: Record<PaymentMode, keyof typeof RECEIPT_MODES> = {
  cash: "cash",
  cheque: "electronic",
  bankTransfer: "electronic",
  upi: "electronic",
  kind: "kind",
};

// The cash limit is common/donations/payment-mode.ts's: the admin's form says it before saving.
export { CASH_LIMIT, CASH_LIMIT_PAISE, isCashAboveLimit };

/**
 * Why a gift does not qualify for deduction under s.80G, or null when it does: cash
 * above the limit, and a gift in kind (s.80G allows only sums of money; the gift is
 * still reported, with the mode "Kind").
 */
export function notDeductibleBecause(gift: {
  mode: keyof typeof RECEIPT_MODES;
  paise: number;
}): "cashAboveLimit" | "inKind" | null {
  if (isCashAboveLimit(gift)) return "cashAboveLimit";
  return gift.mode === "kind" ? "inKind" : null;
}

export const FORM_10BD_HEADER = [
  "Sl. No.",
  "Pre Acknowledgement Number",
  "ID Code",
  "Unique Identification Number",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
] as const;

export interface ReceiptFor10BD {
  receiptNumber: string;
  donorName: string;
  donorAddress: string;
  idKind: IdKind | null;
  idNumber: string | null;
  donationType: keyof typeof DONATION_TYPES;
  mode: keyof typeof RECEIPT_MODES;
  paise: number;
  /** A receipt issued by mistake is cancelled, never deleted or renumbered: it stays in the year's series. */
  cancelled?: boolean;
}

/**
 * Why a receipt cannot be in the file, in the words the file's report and the check
 * list before it (form-10bd-checks.ts) both use.
 */
export const LEFT_OUT_BECAUSE = {
  cancelled: "the receipt is cancelled",
  cashAboveLimit: `cash above ${CASH_LIMIT} is not deductible`,
  noId: "the donor's PAN or other identity number is missing",
} as const;
export type LeftOutBecause = keyof typeof LEFT_OUT_BECAUSE;

/** Why `receipt` is left out of the file, or null when it goes in. */
export function leftOutBecause(receipt: ReceiptFor10BD): LeftOutBecause | null {
  if (receipt.cancelled) return "cancelled";
  if (isCashAboveLimit(receipt)) return "cashAboveLimit";
  if (!receipt.idKind || !receipt.idNumber) return "noId";
  return null;
}

export interface Form10BD {
  rows: string[][];
  /** Receipts not in the file, and why. */
  leftOut: { receiptNumber: string; reason: string }[];
}

/** "1500" for whole rupees, "1050.50" otherwise. */
const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function form10bd(receipts: readonly ReceiptFor10BD[]): Form10BD {
  const leftOut: Form10BD["leftOut"] = [];
  const groups = new Map<string, { receipt: ReceiptFor10BD; paise: number }>();
  for (const receipt of receipts) {
    const because = leftOutBecause(receipt);
    if (because) {
      leftOut.push({ receiptNumber: receipt.receiptNumber, reason: LEFT_OUT_BECAUSE[because] });
      continue;
    }
    const key = [receipt.idKind, (receipt.idNumber ?? "").toUpperCase(), receipt.donationType, receipt.mode].join("|");
    const group = groups.get(key);
    if (group) group.paise += receipt.paise;
    else groups.set(key, { receipt, paise: receipt.paise });
  }
  const rows = [...groups.values()].map(({ receipt, paise }, index) => [
    String(index + 1),
    "",
    String(ID_CODES[receipt.idKind ?? "pan"]),
    (receipt.idNumber ?? "").toUpperCase(),
    "Section 80G",
    "",
    "",
    receipt.donorName,
    receipt.donorAddress
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join(", "),
    DONATION_TYPES[receipt.donationType],
    RECEIPT_MODES[receipt.mode],
    rupees(paise),
  ]);
  return { rows, leftOut };
}

/**
 * The file to upload: the exports' cells (csv.ts: quoted where needed, a formula sign
 * neutralised), CRLF, but no byte-order mark, which the portal's validator would read
 * as part of the first header.
 */
export function form10bdCsv({ rows }: Form10BD): string {
  return `${[FORM_10BD_HEADER, ...rows].map((row) => csvRow(row)).join("\r\n")}\r\n`;
}
