/**
 * Form 10BD, Part B (issue 47): the statement of a financial year's donations that
 * the foundation uploads on the Income Tax portal by 31 May, as the portal's CSV
 * template lays it out. One row per donor and kind of gift: the portal asks for
 * donations from one donor by the same mode and of the same type to be reported
 * together, so receipts are summed by (ID, section, type, mode). What cannot be
 * reported is left out and said: cash above ₹2,000 is not deductible (s.80G(5D)),
 * and a donor without an identity number cannot be reported at all.
 */

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

export const DONATION_TYPES = { corpus: "Corpus", specificGrant: "Specific grant", others: "Others" } as const;
export const RECEIPT_MODES = {
  cash: "Cash",
  kind: "Kind",
  electronic: "Electronic modes including account payee cheque/draft",
  others: "Others",
} as const;

/** Cash above this (in paise) is not deductible under s.80G(5D). */
export const CASH_LIMIT_PAISE = 2000_00;

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
    if (receipt.mode === "cash" && receipt.paise > CASH_LIMIT_PAISE) {
      leftOut.push({ receiptNumber: receipt.receiptNumber, reason: "cash above ₹2,000 is not deductible" });
      continue;
    }
    if (!receipt.idKind || !receipt.idNumber) {
      leftOut.push({
        receiptNumber: receipt.receiptNumber,
        reason: "the donor's PAN or other identity number is missing",
      });
      continue;
    }
    const key = [receipt.idKind, receipt.idNumber.toUpperCase(), receipt.donationType, receipt.mode].join("|");
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
