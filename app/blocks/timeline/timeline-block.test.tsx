import { describe, expect, it } from "vitest";
import { count, inOrder, positionsOf, renderForTest } from "../render-for-test";
import { TimelineBlock } from "./timeline-block";
import type { TimelineBlockData } from "./type";

const journey: TimelineBlockData = {
  kind: "timeline",
  tone: "muted",
  eyebrow: "Our Journey",
  heading: "From one classroom to five states",
  items: [
    { date: "January 2025", title: "The federation is founded", text: "Twelve schools sign our charter." },
    { date: "March 2025", title: "First learning centres open", text: "Six after-school centres start." },
    { date: "June 2025", title: "Women's self-help groups", text: "The first 18 groups begin saving." },
  ],
};

describe("TimelineBlock", () => {
  it("lists the milestones in order, each with its date and an h3", () => {
    const html = renderForTest(<TimelineBlock block={journey} />);
    expect(html).toContain(`>${journey.eyebrow}</p>`);
    expect(count(html, /<h3/g)).toBe(journey.items.length);
    expect(
      inOrder(
        positionsOf(
          html,
          journey.items.map((item) => item.date),
        ),
      ),
    ).toBe(true);
  });
});
