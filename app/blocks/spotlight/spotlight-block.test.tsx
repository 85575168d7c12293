import { describe, expect, it } from "vitest";
import { career, careerBlocks } from "~/content/career";
import { blockOf, count, renderForTest } from "../render-for-test";
import { SpotlightBlock } from "./spotlight-block";

describe("SpotlightBlock", () => {
  it("shows the opening's h2, its points and a button to the volunteer form in a new tab", () => {
    const html = renderForTest(<SpotlightBlock block={blockOf(careerBlocks, "spotlight")} />);
    expect(html).toContain(`>${career.volunteer.title.replace("&", "&amp;")}</h2>`);
    expect(count(html, /<li/g)).toBe(career.volunteer.points.length);
    expect(html).toContain('href="https://forms.example.org/volunteer" target="_blank"');
  });
});
