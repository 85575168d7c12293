/**
 * For the tests of the donation documents (the Form 10BD file and its checks,
 * receipts, statements): a receipt of the year as Form 10BD reads it, a foundation to
 * print at the documents' head, and the text of a PDF as Mozilla's pdf.js reads it
 * (through unpdf), page by page, runs of white space made one as pdf.js joins a
 * line's pieces with its own spacing.
 */
import { extractText, getDocumentProxy } from "unpdf";
import type { ReceiptFor10BD } from "../../server/donations/form-10bd.ts";
import type { Foundation } from "../../server/donations/pdf-document.ts";

/** Receipt PEF/2026-27/<number>: Asha Sharma's ₹2,500, paid electronically, with `more` changed. */
export const receiptFor10BD = (number: number, more: Partial<ReceiptFor10BD> = {}): ReceiptFor10BD => ({
  receiptNumber: `PEF/2026-27/${String(number).padStart(6, "0")}`,
  donorName: "ASHA SHARMA",
  donorAddress: "12, Station Road\nJaipur 302006",
  idKind: "pan",
  idNumber: "ABCPS1234F",
  donationType: "others",
  mode: "electronic",
  paise: 2500_00,
  ...more,
});

export const FOUNDATION: Foundation = {
  name: "Pragati Education Foundation",
  address: "2nd Floor, 14 Shanti Nagar\nNear Durgapura Flyover\nJaipur, Rajasthan 302018",
  pan: "AABTP1234C",
  eightyG: { number: "AABTP1234CF20214", validFrom: "2022-04-01", validUntil: "2027-03-31" },
  twelveA: "AABTP1234CE20214",
  phone: "+91 98290 12345",
  email: "donations@pragati.example",
  website: "www.pragati.example",
  signatory: { name: "Meenakshi Rao", title: "Treasurer" },
};

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.map((page) => page.replace(/\s+/g, " "));
}
