import { describe, expect, it } from "vitest";
import { home, homeBlocks } from "~/content/home";
import { href } from "~/content/paths";
import { blockOf, count, renderForTest } from "../render-for-test";
import { WhoWeAreBlock } from "./who-we-are-block";

describe("WhoWeAreBlock", () => {
  it("shows the h2, every paragraph, a link to About Us and one h3 per pillar", () => {
    const html = renderForTest(<WhoWeAreBlock block={blockOf(homeBlocks, "whoWeAre")} />);
    expect(html).toContain(`${home.whoWeAre.heading}</h2>`);
    for (const paragraph of home.whoWeAre.paragraphs) expect(html).toContain(paragraph);
    expect(html).toContain(`href="${href("aboutUs")}"`);
    expect(count(html, /<h3/g)).toBe(home.whoWeAre.pillars.length);
  });
});
