import { describe, expect, it } from "vitest";
import { receiptFor10BD as receipt } from "../../tests/support/donation-documents.ts";
import { form10bd, type ReceiptFor10BD } from "./form-10bd.ts";
import { form10bdChecks } from "./form-10bd-checks.ts";

const YEAR: ReceiptFor10BD[] = [
  receipt(1),
  receipt(2, { cancelled: true, idNumber: null, donorAddress: "" }),
  receipt(3, { mode: "cash", paise: 5000_00, donorAddress: "" }),
  receipt(4, { mode: "cash", paise: 2000_00 }),
  receipt(5, { idKind: null, idNumber: null, donorAddress: "  " }),
  receipt(6, { idNumber: "ABCPS1234" }),
  receipt(7, { idNumber: "abcxs 1234 f" }),
  receipt(8, { idNumber: "ABCPK1234F" }),
  receipt(9, { idKind: "aadhaar", idNumber: "234567890123", donorName: "" }),
  receipt(10, { mode: "kind", paise: 40_000_00 }),
];

describe("the checks before the Form 10BD file", () => {
  it("names each receipt's problems and the field to correct, in plain words", () => {
    expect(form10bdChecks(YEAR)).toEqual([
      {
        receiptNumber: "PEF/2026-27/000002",
        field: "receipt",
        message: "The receipt is cancelled: left out of the file.",
        leftOut: true,
      },
      {
        receiptNumber: "PEF/2026-27/000003",
        field: "mode",
        message: "Cash above ₹2,000 is not deductible: left out of the file.",
        leftOut: true,
      },
      {
        receiptNumber: "PEF/2026-27/000005",
        field: "donorId",
        message: "The donor's PAN or other identity number is missing: left out of the file until it is added.",
        leftOut: true,
      },
      {
        receiptNumber: "PEF/2026-27/000005",
        field: "donorAddress",
        message: "The donor's address is missing: Form 10BD needs it.",
        leftOut: false,
      },
      {
        receiptNumber: "PEF/2026-27/000006",
        field: "donorId",
        message: "The PAN is not written as a PAN is: five letters, four digits and a letter, like ABCDE1234F.",
        leftOut: false,
      },
      {
        receiptNumber: "PEF/2026-27/000007",
        field: "donorId",
        message: "The PAN's fourth letter is not one a PAN has: check the PAN.",
        leftOut: false,
      },
      {
        receiptNumber: "PEF/2026-27/000008",
        field: "donorId",
        message:
          "The PAN's fifth letter is not the first letter of any word of the donor's name: check the PAN and the name as on it.",
        leftOut: false,
      },
      {
        receiptNumber: "PEF/2026-27/000009",
        field: "donorName",
        message: "The donor's name is missing: Form 10BD needs it.",
        leftOut: false,
      },
      {
        receiptNumber: "PEF/2026-27/000010",
        field: "mode",
        message: "A gift in kind: reported as Kind, but it does not qualify for deduction.",
        leftOut: false,
      },
    ]);
  });

  it("leaves out exactly the receipts the file leaves out", () => {
    const leftOut = form10bdChecks(YEAR)
      .filter((problem) => problem.leftOut)
      .map((problem) => problem.receiptNumber);
    expect(leftOut).toEqual(form10bd(YEAR).leftOut.map((left) => left.receiptNumber));
  });

  it("has nothing to say about a year in order", () => {
    expect(form10bdChecks([receipt(1), receipt(2, { mode: "cash", paise: 2000_00 })])).toEqual([]);
  });
});
