import { describe, expect, it } from "vitest";
import type { PersonStory } from "~/content/display-types";
import { count, renderForTest } from "../render-for-test";
import { StoriesBlock } from "./stories-block";

const story = (name: string): PersonStory => ({
  name,
  place: "Sitapur, Uttar Pradesh",
  programme: "Women-led Micro Enterprises",
  quote: "My pickles now travel to Lucknow.",
  story: "With packaging support and a stall at the district haat, she now sells to three shops.",
  outcome: "Earns ₹9,000 a month",
});
const stories = [story("Sunita Devi"), story("Rahul Gawande"), story("Kaveri Self-Help Group")];

describe("StoriesBlock", () => {
  it("draws one card per story under the section heading, in three columns", () => {
    const block = { kind: "stories", tone: "muted", heading: "Success stories", stories, columns: 3 } as const;
    const html = renderForTest(<StoriesBlock block={block} />);
    expect(html).toContain(">Success stories</h2>");
    expect(count(html, /<li/g)).toBe(stories.length);
    expect(html).toContain("lg:grid-cols-3");
    for (const { name } of stories) expect(html).toContain(name);
  });

  it("draws two wide columns when told", () => {
    const block = { kind: "stories", tone: "white", heading: "Stories", stories, columns: 2 } as const;
    const html = renderForTest(<StoriesBlock block={block} />);
    expect(html).toContain("mx-auto grid max-w-5xl gap-6 md:grid-cols-2");
    expect(html).not.toContain("lg:grid-cols-3");
  });
});
