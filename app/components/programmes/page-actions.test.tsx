import { describe, expect, it } from "vitest";
import { renderForTest, testSite } from "~/blocks/render-for-test";
import { PageActionButton } from "./page-actions";

const brochure = { kind: "document", label: "Download Brochure", document: "brochure" } as const;

describe("PageActionButton", () => {
  it("shows no document button until the staff give the document's address (decision 064)", () => {
    expect(renderForTest(<PageActionButton action={brochure} />)).not.toContain("Download Brochure");
  });

  it("opens the document the staff linked in Site details, in a new tab", () => {
    const site = { ...testSite, documents: { brochure: "https://example.org/brochure.pdf", sampleReports: "" } };
    const html = renderForTest(<PageActionButton action={brochure} />, { site });
    expect(html).toContain('href="https://example.org/brochure.pdf" target="_blank"');
    expect(html).toContain("Download Brochure");
  });
});
