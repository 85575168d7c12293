import { describe, expect, it } from "vitest";
import { livelihood } from "~/content/livelihood";
import { count, renderForTest } from "../render-for-test";
import { StoriesBlock } from "./stories-block";

describe("StoriesBlock", () => {
  it("draws one card per story under the section heading, in three columns", () => {
    const block = {
      kind: "stories",
      tone: "muted",
      heading: livelihood.storiesHeading,
      stories: livelihood.stories,
      columns: 3,
    } as const;
    const html = renderForTest(<StoriesBlock block={block} />);
    expect(html).toContain(`>${livelihood.storiesHeading}</h2>`);
    expect(count(html, /<li/g)).toBe(livelihood.stories.length);
    expect(html).toContain("lg:grid-cols-3");
    for (const story of livelihood.stories) expect(html).toContain(story.name);
  });
});
