import { describe, expect, it } from "vitest";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, renderForTest } from "../render-for-test";
import { HomeHeroBlock } from "./home-hero-block";

describe("HomeHeroBlock", () => {
  const { page, blocks } = shownOnNewSite("home");
  const hero = blockOf(blocks, "homeHero");

  it("gives the organisation's JSON-LD, the donation banner with the UPI ID, and Home's h1 and buttons", () => {
    const html = renderForTest(<HomeHeroBlock block={hero} />);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"url":"https://example.org/"');
    expect(html).toContain(`"description":"${hero.organisation.description}"`);
    expect(html).toContain("Donate by UPI: pragati@sbi");
    expect(html).not.toContain("{upiId}");
    expect(html).toContain(`${page.heading}</h1>`);
    expect(html).toContain("across 5+ states of India");
    expect(html).toContain('href="/GetInTouch"');
    expect(html).toContain('href="/#donate"');
  });

  it("leaves out the line above the heading when it is empty", () => {
    const html = renderForTest(<HomeHeroBlock block={{ ...hero, hero: { ...hero.hero, eyebrow: "" } }} />);
    expect(html).not.toContain("ring-white/20");
    expect(html).toContain('<h1 class="text-4xl');
  });
});
