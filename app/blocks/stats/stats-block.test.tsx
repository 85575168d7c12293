import { describe, expect, it } from "vitest";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, count, renderForTest } from "../render-for-test";
import { StatsBlock } from "./stats-block";
import type { StatsBlockData } from "./type";

describe("StatsBlock", () => {
  it("draws the figures as tiles and the highlights as a second list, on the brand band (Home's impact)", () => {
    const impact = blockOf(shownOnNewSite("home").blocks, "stats");
    const html = renderForTest(<StatsBlock block={impact} />);
    expect(html).toContain(`>${impact.heading}</h2>`);
    expect(html).toContain("from-brand-900");
    expect(count(html, /<dl/g)).toBe(2);
    expect(count(html, /<dt/g)).toBe(impact.stats.length + (impact.highlights?.length ?? 0));
    expect(html).toContain(">4053+</dd>");
  });

  it("has no highlights list when the block has none", () => {
    const goals: StatsBlockData = {
      kind: "stats",
      tone: "muted",
      heading: "Where we will be by 2030",
      intro: "Ambitious, measurable and public.",
      stats: [
        { value: "500", label: "Livelihood opportunities", description: "jobs and enterprises created" },
        { value: "100", label: "Communities" },
      ],
    };
    const html = renderForTest(<StatsBlock block={goals} />);
    expect(html).toContain(goals.intro);
    expect(count(html, /<dl/g)).toBe(1);
    expect(count(html, /<dt/g)).toBe(goals.stats.length);
    expect(html).toContain("jobs and enterprises created");
  });
});
