import { describe, expect, it } from "vitest";
import { FOUNDATION, pdfPages } from "../../tests/support/donation-documents.ts";
import { type DonorStatementDocument, donorStatementPdf, type StatementReceipt } from "./donor-statement-pdf.ts";

const statement = (receipts: StatementReceipt[]): DonorStatementDocument => ({
  foundation: FOUNDATION,
  financialYear: "2026-27",
  issuedOn: "2027-04-10",
  donor: { name: "ASHA SHARMA", pan: "ABCPS1234F" },
  receipts,
});

const receipt = (number: number, more: Partial<StatementReceipt> = {}): StatementReceipt => ({
  number: `PEF/2026-27/${String(number).padStart(6, "0")}`,
  receivedOn: "2026-06-15",
  mode: "upi",
  paise: 1000_00,
  cancelled: false,
  ...more,
});

const HEADER = "Receipt no. Received on Mode Note Amount (Rs.)";

describe("a donor's statement of the year", () => {
  it("lists the year's receipts in the order received, the donor's PAN masked, cancelled ones left out of the total", async () => {
    const pages = await pdfPages(
      await donorStatementPdf(
        statement([
          receipt(31, { receivedOn: "2026-09-02", mode: "bankTransfer", paise: 1_00_000_00 }),
          receipt(7, { receivedOn: "2026-05-10", paise: 2500_50 }),
          receipt(12, { receivedOn: "2026-06-01", paise: 50_000_00, cancelled: true }),
          receipt(44, { receivedOn: "2026-12-24", mode: "cash", paise: 5000_00 }),
        ]),
      ),
    );
    expect(pages).toHaveLength(1);
    const [text = ""] = pages;
    for (const part of [
      "Pragati Education Foundation",
      "80G registration AABTP1234CF20214",
      "STATEMENT OF DONATIONS",
      "Financial year 2026-27: 1 April 2026 to 31 March 2027",
      "Donor ASHA SHARMA",
      "PAN XXXXXX234F",
      "Date of statement 10 April 2027",
      HEADER,
      // By the day received, not by number or as given.
      "PEF/2026-27/000007 10 May 2026 UPI 2,500.50 " +
        "PEF/2026-27/000012 1 June 2026 UPI Cancelled 50,000.00 " +
        "PEF/2026-27/000031 2 September 2026 Bank transfer 1,00,000.00 " +
        "PEF/2026-27/000044 24 December 2026 Cash Not deductible 5,000.00",
      // 2,500.50 + 1,00,000 + 5,000: the cancelled 50,000 is not counted.
      "Total of 3 receipts (cancelled ones not counted) Rs. 1,07,500.50",
      "In words Rupees One Lakh Seven Thousand Five Hundred and Fifty Paise Only",
      "Of which not deductible Rs. 5,000.00",
      "cash above Rs. 2,000 (section 80G(5D)) and gifts in kind do not qualify",
      "certificate in Form 10BE",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("ABCPS1234F");
    expect(text).not.toContain("Page 1");
  });

  it("runs over several pages for a long year, the table's header on each, every receipt once", async () => {
    const receipts = Array.from({ length: 80 }, (_, index) =>
      receipt(index + 1, { receivedOn: `2026-${String(4 + Math.floor(index / 10)).padStart(2, "0")}-10` }),
    );
    const pages = await pdfPages(await donorStatementPdf(statement(receipts)));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(HEADER);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      if (index > 0) expect(page).toContain("Statement of donations 2026-27 | ASHA SHARMA (continued)");
    });
    const all = pages.join(" ");
    for (const { number } of receipts) expect(all.split(number)).toHaveLength(2);
    expect(pages.at(-1)).toContain("Total of 80 receipts Rs. 80,000.00");
    expect(pages.at(-1)).toContain("Rupees Eighty Thousand Only");
    expect(pages.slice(0, -1).join(" ")).not.toContain("Total of");
  });

  it("says so when the donor has no receipts that year", async () => {
    const [text = ""] = await pdfPages(
      await donorStatementPdf({ ...statement([]), donor: { name: "RAVI", pan: null } }),
    );
    expect(text).toContain("PAN Not given");
    expect(text).toContain("No receipts this year.");
    expect(text).toContain("Total of 0 receipts Rs. 0.00");
    expect(text).not.toContain("Of which not deductible");
  });
});
