/**
 * The donation receipt under section 80G (issue 47): one A4 page with everything the
 * rules ask a receipt to show (the foundation's name, address, PAN and 80G
 * registration with its validity; the receipt's number and date; the donor's name,
 * PAN and address; the amount in figures and in words; the date and mode of payment)
 * and says plainly when the gift does not qualify for a deduction. The donor claims
 * the deduction with the Form 10BE certificate that follows Form 10BD; the receipt
 * says so. A receipt issued by mistake is cancelled, never deleted or renumbered: it
 * is printed again with a CANCELLED mark and the reason.
 */
import { rupeesInWords } from "#common/donations/amount-in-words";
import { parseFinancialYear } from "#common/donations/financial-year";
import { maskedPan } from "#common/donations/pan";
import { type PaymentMode, paymentInWords } from "#common/donations/payment-mode";
import {
  CASH_LIMIT,
  DONATION_TYPES,
  FORM_10BD_MODES,
  ID_NAMES,
  type IdKind,
  notDeductibleBecause,
} from "./form-10bd.ts";
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
  rule,
  rupees,
} from "./pdf-document.ts";

export interface ReceiptDocument {
  foundation: Foundation;
  receipt: {
    /** "PEF/2026-27/000123" */
    number: string;
    /** YYYY-MM-DD */
    issuedOn: string;
    /** "2026-27" */
    financialYear: string;
    cancelled?: { on: string; reason: string };
  };
  donor: {
    /** As on the PAN. */
    name: string;
    address: string;
    /** Printed in full: it is the donor's own receipt (an Aadhaar number shows only its last four digits). */
    id: { kind: IdKind; number: string } | null;
  };
  donation: {
    paise: number;
    /** YYYY-MM-DD */
    receivedOn: string;
    mode: PaymentMode;
    /** The UTR, the cheque number. */
    reference?: string | null;
    type: keyof typeof DONATION_TYPES;
    /** What was given, for a gift in kind. */
    description?: string | null;
  };
}

/** Whether the gift qualifies for a deduction, in a sentence (printed through `printable`, which writes ₹ as "Rs."). */
function deductionSentence(donation: ReceiptDocument["donation"]): string {
  switch (notDeductibleBecause({ mode: FORM_10BD_MODES[donation.mode], paise: donation.paise })) {
    case "cashAboveLimit":
      return `This donation does not qualify for deduction under section 80G: it was received in cash above ${CASH_LIMIT}, for which section 80G(5D) allows no deduction.`;
    case "inKind":
      return "This gift in kind does not qualify for deduction under section 80G, which allows a deduction only for donations of money.";
    default:
      return "This donation qualifies for deduction under section 80G of the Income-tax Act, 1961, within the limits and conditions of that section.";
  }
}

/** What happens next: the Form 10BD statement and the donor's Form 10BE certificate, or why neither will. */
function certificateSentence({ receipt, donor, donation }: ReceiptDocument): string {
  const mode = FORM_10BD_MODES[donation.mode];
  if (notDeductibleBecause({ mode, paise: donation.paise }) === "cashAboveLimit") {
    return "It is therefore not reported in Form 10BD, and no Form 10BE certificate will follow.";
  }
  if (!donor.id) {
    return "No PAN was given: without a PAN (or another identity number) the donation cannot be reported in Form 10BD, and no Form 10BE certificate can follow. Please send us your PAN, quoting this receipt's number.";
  }
  const due = parseFinancialYear(receipt.financialYear)?.form10bdDue;
  const filing = `its Form 10BD statement of donations for ${receipt.financialYear}${due ? ` (due by ${longDate(due)})` : ""}`;
  return mode === "kind"
    ? `The foundation will report this gift in ${filing}, and then send you a certificate in Form 10BE.`
    : `The foundation will report this donation in ${filing}, and then send you a certificate in Form 10BE: claim the deduction in your return with that certificate.`;
}

const idNumber = (id: NonNullable<ReceiptDocument["donor"]["id"]>) =>
  id.kind === "aadhaar" ? maskedPan(id.number.replace(/\s/g, "")) : id.number.toUpperCase();

/** A line of a shaded box; at most `maxLines` of it are printed. */
interface BoxLine {
  text: string;
  bold?: boolean;
  maxLines?: number;
}

/** A shaded box with `lines` in it, a bar of `colour` on its left; returns the y below it. */
function box(doc: PDFKit.PDFDocument, y: number, lines: BoxLine[], colour: string): number {
  const padding = 10;
  const width = CONTENT_WIDTH - 2 * padding;
  const heights = lines.map(({ text, bold, maxLines = Infinity }) => {
    doc.font(bold ? BOLD : FONT).fontSize(10);
    return Math.min(doc.heightOfString(printable(text), { width }), doc.currentLineHeight(true) * maxLines);
  });
  const height = heights.reduce((sum, h) => sum + h, 0) + (lines.length - 1) * 4 + 2 * padding;
  doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, height).fillColor(COLOURS.shade).fill().restore();
  doc.save().rect(PAGE.margin, y, 3, height).fillColor(colour).fill().restore();
  let lineY = y + padding;
  lines.forEach(({ text, bold }, index) => {
    const lineHeight = heights[index] ?? 0;
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(10)
      .fillColor(bold ? colour : COLOURS.text);
    doc.text(printable(text), PAGE.margin + padding, lineY, { width, height: lineHeight, ellipsis: "..." });
    lineY += lineHeight + 4;
  });
  return y + height;
}

/** CANCELLED across the page, faint, so that no copy of the receipt can pass for a valid one. */
function cancelledWatermark(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.font(BOLD).fontSize(96).fillColor(COLOURS.cancelled).fillOpacity(0.1);
  doc.text("CANCELLED", 0, PAGE.height / 2 - 48, { width: PAGE.width, align: "center", lineBreak: false });
  doc.restore();
}

export async function receiptPdf(input: ReceiptDocument): Promise<Buffer> {
  const { foundation, receipt, donor, donation } = input;
  const doc = newDocument(`Donation receipt ${receipt.number}`, foundation);
  if (receipt.cancelled) cancelledWatermark(doc);
  letterhead(doc, foundation);

  doc.font(BOLD).fontSize(15).fillColor(COLOURS.text);
  doc.text("DONATION RECEIPT", PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: "center", characterSpacing: 1 });
  doc.font(FONT).fontSize(9.5).fillColor(COLOURS.muted);
  doc.text("under section 80G of the Income-tax Act, 1961", { width: CONTENT_WIDTH, align: "center" });

  let y = doc.y + 16;
  doc.font(BOLD).fontSize(11).fillColor(COLOURS.text);
  doc.text(`Receipt No. ${printable(receipt.number)}`, PAGE.margin, y, { width: CONTENT_WIDTH / 2 });
  doc.text(`Date: ${longDate(receipt.issuedOn)}`, PAGE.margin, y, { width: CONTENT_WIDTH, align: "right" });
  doc.font(FONT).fontSize(9.5).fillColor(COLOURS.muted);
  doc.text(`Financial year ${printable(receipt.financialYear)}`, PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH });
  y = doc.y + 12;

  if (receipt.cancelled) {
    y =
      box(
        doc,
        y,
        [
          { text: `CANCELLED on ${longDate(receipt.cancelled.on)}`, bold: true },
          { text: `Reason: ${receipt.cancelled.reason}`, maxLines: 4 },
          { text: "This receipt is not valid for any claim of deduction." },
        ],
        COLOURS.cancelled,
      ) + 14;
  }

  doc.font(FONT).fontSize(10.5).fillColor(COLOURS.text);
  doc.text("Received with thanks from", PAGE.margin, y);
  y = doc.y + 8;
  y = labelled(doc, "Name of donor", donor.name, { y, bold: true, maxLines: 2 }) + 6;
  y = labelled(doc, donor.id ? ID_NAMES[donor.id.kind] : "PAN", donor.id ? idNumber(donor.id) : "Not given", { y }) + 6;
  y = labelled(doc, "Address", donor.address, { y, maxLines: 4 }) + 10;
  rule(doc, y);
  y += 10;

  const inKind = donation.mode === "kind";
  y = labelled(doc, inKind ? "Value of the gift" : "Amount", rupees(donation.paise), { y, bold: true, size: 13 }) + 6;
  y = labelled(doc, "Amount in words", rupeesInWords(donation.paise), { y }) + 6;
  y = labelled(doc, "Received on", longDate(donation.receivedOn), { y }) + 6;
  y = labelled(doc, "Mode of payment", paymentInWords(donation.mode, donation.reference), { y }) + 6;
  y = labelled(doc, "Type of donation", DONATION_TYPES[donation.type], { y }) + 6;
  if (donation.description) y = labelled(doc, "Gift", donation.description, { y, maxLines: 4 }) + 6;
  y += 8;

  y =
    box(
      doc,
      y,
      receipt.cancelled
        ? [
            {
              text: "This receipt is cancelled: it is not reported in Form 10BD and no Form 10BE certificate follows it.",
            },
          ]
        : [{ text: deductionSentence(donation) }, { text: certificateSentence(input) }],
      COLOURS.accent,
    ) + 28;

  // The signature block, at the foot of the page at the lowest: what can grow above it
  // (the name, the address, the description, the reason for cancelling) is cut short.
  y = Math.min(y, CONTENT_BOTTOM - 78);
  const right = { width: CONTENT_WIDTH, align: "right" } as const;
  doc.font(FONT).fontSize(10).fillColor(COLOURS.text);
  doc.text(`For ${printable(foundation.name)}`, PAGE.margin, y, right);
  doc.font(BOLD).text(printable(foundation.signatory.name), PAGE.margin, y + 30, right);
  doc.font(FONT).fillColor(COLOURS.muted).text(printable(foundation.signatory.title), right);
  doc.fontSize(8.5).text("This is a computer-generated receipt and needs no signature.", PAGE.margin, doc.y + 6, right);

  footer(doc, `Receipt ${receipt.number}   |   ${foundation.name}   |   PAN ${foundation.pan}`);
  return pdfBytes(doc);
}
