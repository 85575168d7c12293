import { describe, expect, it } from "vitest";
import { innerAboutUs, innerAboutUsBlocks } from "~/content/inner-about-us";
import { href } from "~/content/paths";
import { privacyBlocks } from "~/content/privacy";
import { count, renderForTest, testSite } from "../render-for-test";
import { ArticleBlock } from "./article-block";

const block = innerAboutUsBlocks.find((b) => b.kind === "article");
if (!block) throw new Error("/InnerAboutUs has an article block");

describe("ArticleBlock", () => {
  it("draws an h2 per section and links through href", () => {
    const html = renderForTest(<ArticleBlock block={block} />);
    expect(count(html, /<h2/g)).toBe(innerAboutUs.sections.length);
    expect(html).toContain(`href="${href("aboutUs")}"`);
    expect(html).toContain(`href="${href("contactUs")}"`);
    expect(html).toContain(innerAboutUs.links.about);
  });

  it("names the organisation, its legal form and its grievance officer from Site details (the privacy notice)", () => {
    const privacy = privacyBlocks.find((b) => b.kind === "article");
    if (!privacy) throw new Error("/privacy has an article block");
    const site = {
      ...testSite,
      registrations: {
        legalForm: "a public charitable trust",
        pan: "",
        twelveA: "",
        eightyG: "",
        csr1: "",
        ngoDarpan: "",
        fcra: "",
      },
      grievanceOfficer: { name: "Meena Joshi", email: "privacy@example.org" },
    };
    const html = renderForTest(<ArticleBlock block={privacy} />, { site });
    expect(html).toContain(`belongs to ${testSite.name} (a public charitable trust).`);
    expect(html).toContain("our grievance officer, Meena Joshi: write to privacy@example.org");
    expect(html).not.toMatch(/\{\w+\}/);
  });
});
