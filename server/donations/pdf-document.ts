/**
 * What the donation documents (receipt-pdf.ts, donor-statement-pdf.ts) share: an A4
 * page in pdfkit's built-in Helvetica, the foundation's letterhead, amounts and dates
 * as they print them, and text made printable in those fonts (issue 47).
 *
 * The built-in fonts need nothing embedded, but they have only the Windows-1252
 * (WinAnsi) characters: no ₹ sign and no Devanagari, which pdfkit would print as the
 * wrong glyphs. The documents are in English, as PAN names are in Latin letters.
 */

import PDFDocument from "pdfkit";
import { formatLongDate } from "#common/calendar-date";
import { devanagariToLatin } from "#common/devanagari-latin";
import { formatPaise } from "#common/donations/money";

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the page's flowing content must end, above the footer line. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 20;

export const FONT = "Helvetica";
export const BOLD = "Helvetica-Bold";
export const COLOURS = {
  text: "#1a1a1a",
  muted: "#555555",
  rule: "#b8c2cc",
  accent: "#1f4e79",
  shade: "#eef2f6",
  cancelled: "#b3261e",
} as const;

export interface Foundation {
  name: string;
  /** As written on letters, one line a line. */
  address: string;
  pan: string;
  /** The 80G registration number, and the days (YYYY-MM-DD) it is valid from and until when known. */
  eightyG: { number: string; validFrom?: string; validUntil?: string };
  twelveA?: string;
  phone?: string;
  email?: string;
  website?: string;
  /** Who signs the receipts. */
  signatory: { name: string; title: string };
}

/** The characters WinAnsi has beyond Latin-1 (pdfkit maps them). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * `text` as the built-in fonts can print it: the rupee sign written "Rs.", Devanagari
 * (an address typed in Hindi) in Latin letters as Hindi is typed in English, and any
 * other character the fonts lack as "?" rather than a wrong glyph.
 */
export function printable(text: string): string {
  return devanagariToLatin(text.normalize("NFC"))
    .replace(/₹ ?/g, "Rs. ")
    .replace(/\t/g, " ")
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) => (WIN_ANSI_EXTRAS.has(char) ? char : "?"));
}

/** "Rs. 1,25,000.00" */
export const rupees = (paise: number): string => `Rs. ${formatPaise(paise)}`;

/** "30 November 2026"; the day as given if it is not one, so that nothing is silently blank. */
export const longDate = (day: string): string => formatLongDate(day) || day;

/** An address's lines as one: "12, Station Road, Jaipur 302006". */
export const oneLine = (address: string): string =>
  address
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** A new A4 document; pages are kept until the end so that a footer can count them. */
export function newDocument(title: string, foundation: Foundation): PDFKit.PDFDocument {
  return new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: printable(title), Author: printable(foundation.name), Creator: printable(foundation.name) },
  });
}

/** The finished file. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** "80G registration AAATP1234CF20214, valid 1 April 2022 to 31 March 2027" */
export function eightyGLine({ number, validFrom, validUntil }: Foundation["eightyG"]): string {
  const validity =
    validFrom && validUntil
      ? `, valid ${longDate(validFrom)} to ${longDate(validUntil)}`
      : validFrom
        ? `, valid from ${longDate(validFrom)}`
        : validUntil
          ? `, valid until ${longDate(validUntil)}`
          : "";
  return `80G registration ${number}${validity}`;
}

/** The foundation's name, address, contacts and registrations across the top of the first page, then a rule. */
export function letterhead(doc: PDFKit.PDFDocument, foundation: Foundation): void {
  const x = PAGE.margin;
  doc.font(BOLD).fontSize(17).fillColor(COLOURS.accent);
  doc.text(printable(foundation.name), x, PAGE.margin, { width: CONTENT_WIDTH });
  doc.moveDown(0.2).font(FONT).fontSize(9.5).fillColor(COLOURS.muted);
  doc.text(printable(oneLine(foundation.address)), { width: CONTENT_WIDTH });
  const contacts = [
    foundation.phone && `Phone ${foundation.phone}`,
    foundation.email && `E-mail ${foundation.email}`,
    foundation.website,
  ].filter(Boolean);
  if (contacts.length > 0) doc.text(printable(contacts.join("   |   ")), { width: CONTENT_WIDTH });
  // The 80G registration on a line of its own: with its validity it does not share one well.
  const registrations = [`PAN ${foundation.pan}`, foundation.twelveA && `12A registration ${foundation.twelveA}`];
  doc.moveDown(0.3).fillColor(COLOURS.text);
  doc.text(printable(registrations.filter(Boolean).join("   |   ")), { width: CONTENT_WIDTH });
  doc.text(printable(eightyGLine(foundation.eightyG)), { width: CONTENT_WIDTH });
  rule(doc, doc.y + 8, COLOURS.accent, 1.2);
  doc.y += 20;
}

/** A horizontal line across the content at `y`. */
export function rule(doc: PDFKit.PDFDocument, y: number, colour: string = COLOURS.rule, width = 0.6): void {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke()
    .restore();
}

/**
 * `text` in small grey letters at the foot of every page (with "page n of m" when
 * there are several). Written below the bottom margin, where pdfkit would otherwise
 * start a new page.
 */
export function footer(doc: PDFKit.PDFDocument, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const pages = count > 1 ? `Page ${index - start + 1} of ${count}` : "";
    const y = PAGE.height - PAGE.margin + 4;
    rule(doc, y - 6);
    doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
    doc.text(printable(text), PAGE.margin, y, { width: CONTENT_WIDTH - 80, lineBreak: false });
    if (pages) doc.text(pages, PAGE.margin, y, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A row of a label and its value, the label in grey on the left; returns the y below
 * it. `value` wraps in its column.
 */
export function labelled(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  options: { y: number; labelWidth?: number; bold?: boolean; size?: number; maxLines?: number },
): number {
  const { y, labelWidth = 130, bold = false, size = 10.5, maxLines } = options;
  const valueX = PAGE.margin + labelWidth;
  const width = CONTENT_WIDTH - labelWidth;
  doc.font(FONT).fontSize(9.5).fillColor(COLOURS.muted);
  doc.text(printable(label), PAGE.margin, y + (size - 9.5) / 2, { width: labelWidth - 10 });
  const labelBottom = doc.y;
  doc
    .font(bold ? BOLD : FONT)
    .fontSize(size)
    .fillColor(COLOURS.text);
  const text = printable(value);
  const height = maxLines ? doc.currentLineHeight(true) * maxLines : undefined;
  doc.text(text, valueX, y, { width, height, ellipsis: height ? "..." : undefined });
  return Math.max(labelBottom, doc.y);
}
