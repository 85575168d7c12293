import { describe, expect, it } from "vitest";
import { FOUNDATION, pdfPages } from "../../tests/support/donation-documents.ts";
import { type ReceiptDocument, receiptPdf } from "./receipt-pdf.ts";

const RECEIPT: ReceiptDocument = {
  foundation: FOUNDATION,
  receipt: { number: "PEF/2026-27/000123", issuedOn: "2026-11-30", financialYear: "2026-27" },
  donor: {
    name: "ASHA SHARMA",
    address: "12, Station Road\nBani Park\nJaipur 302006",
    id: { kind: "pan", number: "ABCPS1234F" },
  },
  donation: { paise: 1_25_000_00, receivedOn: "2026-11-28", mode: "upi", reference: "412345678901", type: "others" },
};

/** The receipt's one page of text, for `changes` made to the sample. */
async function receiptText(changes: {
  receipt?: Partial<ReceiptDocument["receipt"]>;
  donor?: Partial<ReceiptDocument["donor"]>;
  donation?: Partial<ReceiptDocument["donation"]>;
}): Promise<string> {
  const pages = await pdfPages(
    await receiptPdf({
      foundation: FOUNDATION,
      receipt: { ...RECEIPT.receipt, ...changes.receipt },
      donor: { ...RECEIPT.donor, ...changes.donor },
      donation: { ...RECEIPT.donation, ...changes.donation },
    }),
  );
  expect(pages).toHaveLength(1);
  return pages[0] ?? "";
}

describe("the 80G donation receipt", () => {
  it("carries everything an 80G receipt must show", async () => {
    const text = await receiptText({});
    for (const part of [
      // The foundation: name, address, PAN, 80G registration and its validity, 12A.
      "Pragati Education Foundation",
      "2nd Floor, 14 Shanti Nagar, Near Durgapura Flyover, Jaipur, Rajasthan 302018",
      "PAN AABTP1234C",
      "80G registration AABTP1234CF20214, valid 1 April 2022 to 31 March 2027",
      "12A registration AABTP1234CE20214",
      // The receipt's number and date.
      "DONATION RECEIPT",
      "Receipt No. PEF/2026-27/000123",
      "Date: 30 November 2026",
      "Financial year 2026-27",
      // The donor, their PAN in full on their own receipt.
      "Name of donor ASHA SHARMA",
      "PAN ABCPS1234F",
      "Address 12, Station Road Bani Park Jaipur 302006",
      // The amount in figures (lakh grouping) and words, the day and the mode with its reference.
      "Amount Rs. 1,25,000.00",
      "Amount in words Rupees One Lakh Twenty-Five Thousand Only",
      "Received on 28 November 2026",
      "Mode of payment UPI, UTR 412345678901",
      "Type of donation Others",
      "This donation qualifies for deduction under section 80G of the Income-tax Act, 1961",
      "Form 10BD statement of donations for 2026-27 (due by 31 May 2027), and then send you a certificate in Form 10BE",
      // Who issued it.
      "For Pragati Education Foundation Meenakshi Rao Treasurer",
      "This is a computer-generated receipt and needs no signature.",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("does not qualify");
    expect(text).not.toContain("CANCELLED");
  });

  it("writes paise, a cheque's number and the type of donation", async () => {
    const text = await receiptText({
      donation: { paise: 1050_50, mode: "cheque", reference: "004512", type: "corpus" },
    });
    expect(text).toContain("Amount Rs. 1,050.50");
    expect(text).toContain("Rupees One Thousand Fifty and Fifty Paise Only");
    expect(text).toContain("Mode of payment Cheque, no. 004512");
    expect(text).toContain("Type of donation Corpus");
  });

  it("says plainly that cash above ₹2,000 does not qualify, and that no Form 10BE follows", async () => {
    const text = await receiptText({ donation: { paise: 2000_01, mode: "cash", reference: null } });
    expect(text).toContain("Mode of payment Cash");
    expect(text).toContain(
      "This donation does not qualify for deduction under section 80G: it was received in cash above Rs. 2,000, for which section 80G(5D) allows no deduction.",
    );
    expect(text).toContain("not reported in Form 10BD, and no Form 10BE certificate will follow");
    expect(text).not.toContain("qualifies for deduction");
  });

  it("counts cash of ₹2,000 exactly as deductible", async () => {
    const text = await receiptText({ donation: { paise: 2000_00, mode: "cash", reference: null } });
    expect(text).toContain("This donation qualifies for deduction under section 80G");
    expect(text).not.toContain("does not qualify");
  });

  it("says a gift in kind does not qualify, with its value and what it was", async () => {
    const text = await receiptText({
      donation: { mode: "kind", reference: null, paise: 80_000_00, description: "Four laptops for the Bassi centre" },
    });
    expect(text).toContain("Value of the gift Rs. 80,000.00");
    expect(text).toContain("Mode of payment In kind");
    expect(text).toContain("Gift Four laptops for the Bassi centre");
    expect(text).toContain("This gift in kind does not qualify for deduction under section 80G");
    expect(text).toContain("The foundation will report this gift in its Form 10BD");
  });

  it("asks for the PAN when none was given, since no Form 10BE can follow without it", async () => {
    const text = await receiptText({ donor: { id: null } });
    expect(text).toContain("PAN Not given");
    expect(text).toContain("No PAN was given");
    expect(text).toContain("no Form 10BE certificate can follow. Please send us your PAN");
  });

  it("shows an Aadhaar number only by its last four digits", async () => {
    const text = await receiptText({ donor: { id: { kind: "aadhaar", number: "9876 5432 0123" } } });
    expect(text).toContain("Aadhaar XXXXXXXX0123");
    expect(text).not.toContain("9876");
  });

  it("marks a cancelled receipt CANCELLED, with the day and the reason, and no longer claims a deduction", async () => {
    const text = await receiptText({
      receipt: { cancelled: { on: "2026-12-02", reason: "Issued twice for the same UPI payment (₹1,25,000)." } },
    });
    expect(text).toContain("Receipt No. PEF/2026-27/000123");
    expect(text).toContain("CANCELLED on 2 December 2026");
    expect(text).toContain("Reason: Issued twice for the same UPI payment (Rs. 1,25,000).");
    expect(text).toContain("This receipt is not valid for any claim of deduction.");
    expect(text).not.toContain("qualifies for deduction");
    expect(text).not.toContain("send you a certificate");
  });

  it("keeps to one page with a long name, address and description", async () => {
    const text = await receiptText({
      receipt: { cancelled: { on: "2026-12-02", reason: "A long reason. ".repeat(20) } },
      donor: {
        name: "SHRI RAMAKRISHNA VENKATASUBRAMANIAN IYER CHARITABLE FAMILY TRUST OF TIRUCHIRAPPALLI",
        address: Array.from({ length: 8 }, (_, line) => `Address line ${line + 1} of a long address`).join("\n"),
      },
      donation: { mode: "kind", reference: null, description: "Forty desktop computers with monitors. ".repeat(20) },
    });
    // Cut short, not spilled over.
    expect(text).toContain("Address line 4");
    expect(text).not.toContain("Address line 6");
    expect(text).toContain("Meenakshi Rao");
  });
});
