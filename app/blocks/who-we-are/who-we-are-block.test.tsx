import { describe, expect, it } from "vitest";
import { href } from "~/content/paths";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, count, renderForTest } from "../render-for-test";
import { WhoWeAreBlock } from "./who-we-are-block";

describe("WhoWeAreBlock", () => {
  it("shows the h2, every paragraph, a link to About Us and one h3 per pillar", () => {
    const block = blockOf(shownOnNewSite("home").blocks, "whoWeAre");
    const html = renderForTest(<WhoWeAreBlock block={block} />);
    expect(html).toContain(`${block.heading}</h2>`);
    for (const paragraph of block.paragraphs) expect(html).toContain(paragraph);
    expect(html).toContain(`href="${href("aboutUs")}"`);
    expect(count(html, /<h3/g)).toBe(block.pillars.length);
  });
});
