/**
 * A donor's statement of a financial year's donations (issue 47): every receipt the
 * foundation issued them that year, the cancelled ones shown as such and left out of
 * the total, for the donor's own records. It is not what they claim a deduction with
 * (that is the Form 10BE certificate), so their PAN is masked as everywhere but on
 * the receipt itself. A long year runs over several pages, the table's header
 * repeated on each.
 */
import { rupeesInWords } from "#common/donations/amount-in-words";
import { parseFinancialYear } from "#common/donations/financial-year";
import { formatPaise } from "#common/donations/money";
import { maskedPan } from "#common/donations/pan";
import { PAYMENT_MODES, type PaymentMode } from "#common/donations/payment-mode";
import { CASH_LIMIT, FORM_10BD_MODES, notDeductibleBecause } from "./form-10bd.ts";
import {
  BOLD,
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT,
  type Foundation,
  footer,
  labelled,
  letterhead,
  longDate,
  newDocument,
  PAGE,
  pdfBytes,
  printable,
  rupees,
} from "./pdf-document.ts";

export interface StatementReceipt {
  /** "PEF/2026-27/000123" */
  number: string;
  /** The day the donation was received, YYYY-MM-DD. */
  receivedOn: string;
  mode: PaymentMode;
  paise: number;
  cancelled: boolean;
}

export interface DonorStatementDocument {
  foundation: Foundation;
  /** "2026-27" */
  financialYear: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  donor: { name: string; pan: string | null };
  receipts: readonly StatementReceipt[];
}

/** The table's columns, left to right; their widths fill the content width. */
const COLUMNS = [
  { title: "Receipt no.", width: 130, align: "left" },
  { title: "Received on", width: 100, align: "left" },
  { title: "Mode", width: 85, align: "left" },
  { title: "Note", width: 95, align: "left" },
  { title: "Amount (Rs.)", width: CONTENT_WIDTH - 410, align: "right" },
] as const;
const ROW_HEIGHT = 18;
const CELL_PADDING = 6;
/** Room the totals and the notes under the table need. */
const TOTALS_HEIGHT = 150;

const notDeductible = (receipt: StatementReceipt) =>
  notDeductibleBecause({ mode: FORM_10BD_MODES[receipt.mode], paise: receipt.paise }) !== null;

/** One row of cells at `y`, shaded or not. */
function row(
  doc: PDFKit.PDFDocument,
  y: number,
  cells: readonly string[],
  style: { font: string; colour: string; fill?: string; strikeAmount?: boolean },
): void {
  if (style.fill) doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT).fillColor(style.fill).fill().restore();
  doc.font(style.font).fontSize(9.5).fillColor(style.colour);
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    const strike = style.strikeAmount && index === COLUMNS.length - 1;
    doc.text(printable(cells[index] ?? ""), x + CELL_PADDING, y + 5, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
      lineBreak: false,
      strike,
    });
    x += column.width;
  });
}

const header = (doc: PDFKit.PDFDocument, y: number) =>
  row(
    doc,
    y,
    COLUMNS.map((column) => column.title),
    { font: BOLD, colour: "#ffffff", fill: COLOURS.accent },
  );

/** A new page for the rest of the statement, with a line saying whose it is; returns the y to go on at. */
function continuation(doc: PDFKit.PDFDocument, input: DonorStatementDocument): number {
  doc.addPage();
  doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
  const title = `${input.foundation.name}   |   Statement of donations ${input.financialYear}   |   ${input.donor.name} (continued)`;
  doc.text(printable(title), PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
  return doc.y + 12;
}

/** The statement's title, the year and the donor; returns the y below. */
function heading(doc: PDFKit.PDFDocument, input: DonorStatementDocument): number {
  const year = parseFinancialYear(input.financialYear);
  doc.font(BOLD).fontSize(15).fillColor(COLOURS.text);
  doc.text("STATEMENT OF DONATIONS", PAGE.margin, doc.y, {
    width: CONTENT_WIDTH,
    align: "center",
    characterSpacing: 1,
  });
  doc.font(FONT).fontSize(10).fillColor(COLOURS.muted);
  const span = year ? `: ${longDate(year.first)} to ${longDate(year.last)}` : "";
  doc.text(`Financial year ${printable(input.financialYear)}${span}`, { width: CONTENT_WIDTH, align: "center" });
  let y = doc.y + 16;
  y = labelled(doc, "Donor", input.donor.name, { y, bold: true }) + 4;
  y = labelled(doc, "PAN", input.donor.pan ? maskedPan(input.donor.pan) : "Not given", { y }) + 4;
  y = labelled(doc, "Date of statement", longDate(input.issuedOn), { y }) + 16;
  return y;
}

/** The totals under the table, and what the notes and the Form 10BE certificate are. */
function totals(doc: PDFKit.PDFDocument, input: DonorStatementDocument, y: number): void {
  const counted = input.receipts.filter((receipt) => !receipt.cancelled);
  const total = counted.reduce((sum, receipt) => sum + receipt.paise, 0);
  const notDeductiblePaise = counted.filter(notDeductible).reduce((sum, receipt) => sum + receipt.paise, 0);
  const cancelled = input.receipts.length - counted.length;
  const label = `Total of ${counted.length} receipt${counted.length === 1 ? "" : "s"}${cancelled ? " (cancelled ones not counted)" : ""}`;
  let next = labelled(doc, label, rupees(total), { y, bold: true, size: 12, labelWidth: 250 }) + 4;
  next = labelled(doc, "In words", rupeesInWords(total), { y: next, labelWidth: 250 }) + 4;
  if (notDeductiblePaise > 0) {
    next = labelled(doc, "Of which not deductible", rupees(notDeductiblePaise), { y: next, labelWidth: 250 }) + 4;
  }
  const due = parseFinancialYear(input.financialYear)?.form10bdDue;
  const notes = [
    notDeductiblePaise > 0 &&
      `Not deductible: cash above ${CASH_LIMIT} (section 80G(5D)) and gifts in kind do not qualify for deduction under section 80G.`,
    `This statement is for your records. The deduction under section 80G is claimed with the certificate in Form 10BE that the foundation sends after filing its Form 10BD for ${input.financialYear}${due ? ` (due by ${longDate(due)})` : ""}.`,
  ].filter((note): note is string => Boolean(note));
  doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
  doc.text(printable(notes.join("\n")), PAGE.margin, next + 12, { width: CONTENT_WIDTH, paragraphGap: 4 });
}

export async function donorStatementPdf(input: DonorStatementDocument): Promise<Buffer> {
  const doc = newDocument(`Statement of donations ${input.financialYear}, ${input.donor.name}`, input.foundation);
  letterhead(doc, input.foundation);
  let y = heading(doc, input);
  header(doc, y);
  y += ROW_HEIGHT;

  // In the order they were received, whatever order they came in.
  const receipts = [...input.receipts].sort(
    (a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.number.localeCompare(b.number),
  );
  if (receipts.length === 0) {
    row(doc, y, ["No receipts this year."], { font: FONT, colour: COLOURS.muted });
    y += ROW_HEIGHT;
  }
  receipts.forEach((receipt, index) => {
    if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
      y = continuation(doc, input);
      header(doc, y);
      y += ROW_HEIGHT;
    }
    const note = receipt.cancelled ? "Cancelled" : notDeductible(receipt) ? "Not deductible" : "";
    row(
      doc,
      y,
      [
        receipt.number,
        longDate(receipt.receivedOn),
        PAYMENT_MODES[receipt.mode].label,
        note,
        formatPaise(receipt.paise),
      ],
      {
        font: FONT,
        colour: receipt.cancelled ? COLOURS.muted : COLOURS.text,
        fill: index % 2 === 1 ? COLOURS.shade : undefined,
        strikeAmount: receipt.cancelled,
      },
    );
    y += ROW_HEIGHT;
  });

  if (y + 14 + TOTALS_HEIGHT > CONTENT_BOTTOM) y = continuation(doc, input);
  totals(doc, input, y + 14);

  footer(doc, `Statement of donations ${input.financialYear}   |   ${input.donor.name}   |   ${input.foundation.name}`);
  return pdfBytes(doc);
}
