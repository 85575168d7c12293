import { describe, expect, it } from "vitest";
import { megabytesShown } from "#common/upload-limits";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, count, renderForTest } from "../render-for-test";
import { AnnualReportsBlock } from "./annual-reports-block";
import type { PublishedDocument } from "./type";

const documents: PublishedDocument[] = [
  {
    kind: "annual-report",
    financialYear: "2025-26",
    title: "Annual report 2025-26",
    url: "/api/transparency/annual-report-2025-26.pdf",
    size: 2_411_725,
  },
  {
    kind: "audited-accounts",
    financialYear: "2025-26",
    title: "Audited accounts 2025-26",
    url: "/api/transparency/audited-accounts-2025-26.pdf",
    size: 512_000,
  },
  {
    kind: "annual-report",
    financialYear: "2024-25",
    title: "",
    url: "/api/transparency/annual-report-2024-25.pdf",
    size: 1_000,
  },
];

const blockIn = (locale: "en" | "hi") => blockOf(shownOnNewSite("transparency", locale).blocks, "annualReports");

describe("AnnualReportsBlock", () => {
  it("says what is to come while nothing is uploaded", () => {
    const html = renderForTest(<AnnualReportsBlock block={blockIn("en")} />);
    expect(html).toContain("Our first annual report and audited accounts will be published here");
    expect(count(html, /<a /g)).toBe(0);
  });

  it("lists the documents by year, the newest first, each a link with its size", () => {
    const html = renderForTest(<AnnualReportsBlock block={{ ...blockIn("en"), documents }} />);
    expect(html.indexOf("Financial year 2025-26")).toBeLessThan(html.indexOf("Financial year 2024-25"));
    expect(count(html, /<a /g)).toBe(3);
    expect(html).toContain('href="/api/transparency/annual-report-2025-26.pdf"');
    expect(html).toContain('type="application/pdf"');
    expect(html).toContain("PDF, 2.3 MB");
    expect(html).toContain("PDF, 0.5 MB");
    // Without a title of its own: its kind's name and its year.
    expect(html).toContain("Annual report 2024-25");
    expect(html).toContain("PDF, 0.1 MB");
  });

  it("names a document without a Hindi title by its kind's Hindi name and year", () => {
    const hindi = documents.map((document) => ({ ...document, title: "" }));
    const html = renderForTest(<AnnualReportsBlock block={{ ...blockIn("hi"), documents: hindi }} />, {
      url: "/hi/transparency",
    });
    expect(html).toContain("वित्त वर्ष 2025-26");
    expect(html).toContain("लेखा-परीक्षित खाते 2025-26");
    expect(html).toContain("PDF, 2.3 एमबी");
  });

  it("writes sizes in megabytes with one decimal", () => {
    expect(megabytesShown(20 * 1024 * 1024)).toBe("20.0");
    expect(megabytesShown(1_572_864)).toBe("1.5");
    expect(megabytesShown(10)).toBe("0.1");
  });
});
