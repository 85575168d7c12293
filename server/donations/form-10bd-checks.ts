/**
 * The check list shown before a year's Form 10BD file is made (issue 47): each
 * receipt's problems, naming the receipt and the field to correct, in words an
 * administrator reads without knowing the file's rules. What leaves a receipt out of
 * the file is decided by `leftOutBecause` in form-10bd.ts and said in its words, so
 * the list and the file cannot disagree; the rest are what the portal would refuse
 * (a PAN that is not one, a missing name or address) or what the donor should know
 * (a gift in kind is reported but not deductible).
 */
import { normalisePan, type PanProblem, panProblem } from "#common/donations/pan";
import {
  LEFT_OUT_BECAUSE,
  type LeftOutBecause,
  leftOutBecause,
  notDeductibleBecause,
  type ReceiptFor10BD,
} from "./form-10bd.ts";

/** The field of the receipt's record to look at. */
export type CheckedField = "receipt" | "donorName" | "donorId" | "donorAddress" | "mode";

export interface Form10BDProblem {
  receiptNumber: string;
  field: CheckedField;
  message: string;
  /** The receipt will not be in the file (the others are in it as they are). */
  leftOut: boolean;
}

const LEFT_OUT_FIELD: Record<LeftOutBecause, CheckedField> = {
  cancelled: "receipt",
  cashAboveLimit: "mode",
  noId: "donorId",
};

const PAN_MESSAGES: Record<PanProblem, string> = {
  shape: "The PAN is not written as a PAN is: five letters, four digits and a letter, like ABCDE1234F.",
  holderType: "The PAN's fourth letter is not one a PAN has: check the PAN.",
  nameLetter:
    "The PAN's fifth letter is not the first letter of any word of the donor's name: check the PAN and the name as on it.",
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** One receipt's problems, in the order of its record's fields. */
function problemsOf(receipt: ReceiptFor10BD): Form10BDProblem[] {
  const problem = (field: CheckedField, message: string, leftOut = false): Form10BDProblem => ({
    receiptNumber: receipt.receiptNumber,
    field,
    message,
    leftOut,
  });
  const because = leftOutBecause(receipt);
  // A cancelled receipt, or cash above the limit, stays out whatever else is corrected: nothing more to say.
  if (because === "cancelled" || because === "cashAboveLimit") {
    return [problem(LEFT_OUT_FIELD[because], `${capitalised(LEFT_OUT_BECAUSE[because])}: left out of the file.`, true)];
  }
  const problems: Form10BDProblem[] = [];
  if (!receipt.donorName.trim())
    problems.push(problem("donorName", "The donor's name is missing: Form 10BD needs it."));
  if (because === "noId") {
    problems.push(
      problem("donorId", `${capitalised(LEFT_OUT_BECAUSE.noId)}: left out of the file until it is added.`, true),
    );
  } else if (receipt.idKind === "pan") {
    const wrong = panProblem(normalisePan(receipt.idNumber ?? ""), receipt.donorName);
    if (wrong) problems.push(problem("donorId", PAN_MESSAGES[wrong]));
  }
  if (!receipt.donorAddress.trim()) {
    problems.push(problem("donorAddress", "The donor's address is missing: Form 10BD needs it."));
  }
  if (notDeductibleBecause(receipt) === "inKind") {
    problems.push(problem("mode", "A gift in kind: reported as Kind, but it does not qualify for deduction."));
  }
  return problems;
}

/** The year's problems, receipt by receipt; an empty list when the file can be made as it is. */
export function form10bdChecks(receipts: readonly ReceiptFor10BD[]): Form10BDProblem[] {
  return receipts.flatMap(problemsOf);
}
