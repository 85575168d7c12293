import { describe, expect, it } from "vitest";
import { aboutUs, aboutUsBlocks } from "~/content/about-us";
import { blockOf, count, inOrder, positionsOf, renderForTest } from "../render-for-test";
import { TimelineBlock } from "./timeline-block";

describe("TimelineBlock", () => {
  it("lists the milestones in order, each with its date and an h3", () => {
    const html = renderForTest(<TimelineBlock block={blockOf(aboutUsBlocks, "timeline")} />);
    expect(html).toContain(`>${aboutUs.journey.eyebrow}</p>`);
    expect(count(html, /<h3/g)).toBe(aboutUs.journey.items.length);
    expect(
      inOrder(
        positionsOf(
          html,
          aboutUs.journey.items.map((item) => item.date),
        ),
      ),
    ).toBe(true);
  });
});
