import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { receiptFor10BD as receipt } from "../../tests/support/donation-documents.ts";
import { form10bd, form10bdCsv, type ReceiptFor10BD } from "./form-10bd.ts";

const GOLDEN = path.join(import.meta.dirname, "..", "..", "tests", "fixtures", "form-10bd", "2026-27.csv");

/** A test year: repeat gifts summed, other modes and types apart, and two that cannot be reported. */
const YEAR: ReceiptFor10BD[] = [
  receipt(1, {}),
  receipt(2, { paise: 1000_50 }),
  receipt(3, { mode: "cash", paise: 1500_00 }),
  receipt(4, {
    donorName: "RAVI KUMAR",
    donorAddress: 'Flat 4, "Shanti" Apts, Pune',
    idNumber: "abcpk9876q",
    paise: 1_00_000_00,
  }),
  receipt(5, {
    donorName: "MEERA IYER",
    idKind: "aadhaar",
    idNumber: "234567890123",
    donationType: "corpus",
    paise: 50_000_00,
  }),
  receipt(6, { donorName: "ANIL", mode: "cash", paise: 5000_00 }),
  receipt(7, { donorName: "SUNITA", idKind: null, idNumber: null }),
];

describe("Form 10BD, Part B", () => {
  it("writes the year's file in the portal's column order, as the golden file has it", async () => {
    expect(form10bdCsv(form10bd(YEAR))).toBe(await readFile(GOLDEN, "utf8"));
  });

  it("says what it left out and why", () => {
    expect(form10bd(YEAR).leftOut).toEqual([
      { receiptNumber: "PEF/2026-27/000006", reason: "cash above ₹2,000 is not deductible" },
      { receiptNumber: "PEF/2026-27/000007", reason: "the donor's PAN or other identity number is missing" },
    ]);
  });

  it("leaves out a cancelled receipt, which stays in the year's series", () => {
    const year = [receipt(1, {}), receipt(2, { cancelled: true }), receipt(3, { cancelled: false })];
    const { rows, leftOut } = form10bd(year);
    expect(leftOut).toEqual([{ receiptNumber: "PEF/2026-27/000002", reason: "the receipt is cancelled" }]);
    // Receipts 1 and 3 are the same donor, type and mode: one row of both.
    expect(rows.map((row) => row.at(-1))).toEqual(["5000"]);
  });
});
