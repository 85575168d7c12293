import { describe, expect, it } from "vitest";
import { aboutUs, aboutUsBlocks } from "~/content/about-us";
import { home, homeBlocks } from "~/content/home";
import { blockOf, count, renderForTest } from "../render-for-test";
import { StatsBlock } from "./stats-block";

describe("StatsBlock", () => {
  it("draws the figures as tiles and the highlights as a second list, on the brand band", () => {
    const html = renderForTest(<StatsBlock block={blockOf(homeBlocks, "stats")} />);
    expect(html).toContain(`>${home.impact.heading}</h2>`);
    expect(html).toContain("from-brand-900");
    expect(count(html, /<dl/g)).toBe(2);
    expect(count(html, /<dt/g)).toBe(home.impact.stats.length + home.impact.highlights.length);
  });

  it("has no highlights list when the block has none", () => {
    const html = renderForTest(<StatsBlock block={blockOf(aboutUsBlocks, "stats", 1)} />);
    expect(html).toContain(aboutUs.goals.intro);
    expect(count(html, /<dl/g)).toBe(1);
    expect(count(html, /<dt/g)).toBe(aboutUs.goals.items.length);
  });
});
