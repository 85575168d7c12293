import { describe, expect, it } from "vitest";
import { href } from "~/content/paths";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, count, renderForTest } from "../render-for-test";
import { ProgrammeLinksBlock } from "./programme-links-block";

describe("ProgrammeLinksBlock", () => {
  it("draws one card per programme, each with its icon and linking to its page", () => {
    const block = blockOf(shownOnNewSite("home").blocks, "programmeLinks");
    const html = renderForTest(<ProgrammeLinksBlock block={block} />);
    expect(html).toContain(`>${block.heading}</h2>`);
    expect(count(html, /<h3/g)).toBe(block.programmes.length);
    expect(count(html, /<svg/g)).toBeGreaterThanOrEqual(block.programmes.length);
    for (const page of ["education", "livelihood", "womenEmpowerment", "skillDevelopment", "environment"] as const)
      expect(html).toContain(`href="${href(page)}"`);
  });
});
