import { describe, expect, it } from "vitest";
import { href } from "~/content/paths";
import { pageDocumentData } from "~/lib/page-document.server";
import { privacyPage } from "../../../server/content-seed/pages/privacy";
import { blockOf, count, renderForTest, testSite } from "../render-for-test";
import { ArticleBlock } from "./article-block";
import type { ArticleBlockData } from "./type";

const block: ArticleBlockData = {
  kind: "article",
  sections: [
    { heading: "Who we are", paragraphs: ["Teachers and volunteers.", "Our head office is in Jaipur."] },
    { heading: "What we do", paragraphs: ["We run programmes in two areas:"], list: ["Education", "Livelihood"] },
  ],
  links: [
    { label: "Read our full story", to: href("aboutUs") },
    { label: "Contact Us", to: href("contactUs") },
  ],
};

describe("ArticleBlock", () => {
  it("draws an h2 per section, its paragraphs and list, and its links", () => {
    const html = renderForTest(<ArticleBlock block={block} />);
    expect(count(html, /<h2/g)).toBe(block.sections.length);
    expect(count(html, /<p class="mt-4 text-lg/g)).toBe(3);
    expect(count(html, /<li>/g)).toBe(2);
    expect(html).toContain(`href="${href("aboutUs")}"`);
    expect(html).toContain(`href="${href("contactUs")}"`);
    expect(html).toContain("Read our full story");
  });

  it("names the organisation, its legal form and its grievance officer from Site details (the privacy notice)", () => {
    const privacy = blockOf(pageDocumentData(privacyPage, "privacy", "en").blocks, "article");
    const site = {
      ...testSite,
      registrations: {
        legalForm: "a public charitable trust",
        pan: "",
        twelveA: "",
        twelveAValidity: { from: "", until: "" },
        eightyG: "",
        eightyGValidity: { from: "", until: "" },
        csr1: "",
        ngoDarpan: "",
        fcra: "",
        fcraValidity: { from: "", until: "" },
      },
      grievanceOfficer: { name: "Meena Joshi", email: "privacy@example.org" },
    };
    const html = renderForTest(<ArticleBlock block={privacy} />, { site });
    expect(html).toContain(`belongs to ${testSite.name} (a public charitable trust).`);
    expect(html).toContain("our grievance officer, Meena Joshi: write to privacy@example.org");
    expect(html).not.toMatch(/\{\w+\}/);
  });
});
