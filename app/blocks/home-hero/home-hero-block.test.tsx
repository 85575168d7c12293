import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { renderForTest } from "../render-for-test";
import { HomeHeroBlock } from "./home-hero-block";

describe("HomeHeroBlock", () => {
  it("gives the organisation's JSON-LD, the donation banner with the UPI ID, and Home's h1", () => {
    const html = renderForTest(<HomeHeroBlock block={{ kind: "homeHero" }} />);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"url":"https://example.org/"');
    expect(html).toContain("pragati@sbi");
    expect(html).toContain(`${pages.home.heading}</h1>`);
  });
});
