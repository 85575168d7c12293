import { describe, expect, it } from "vitest";
import { career, careerBlocks } from "~/content/career";
import { blockOf, count, renderForTest, testSite } from "../render-for-test";
import { SpotlightBlock } from "./spotlight-block";

describe("SpotlightBlock", () => {
  it("shows the opening's h2, its points and a button to the site's own application form", () => {
    const html = renderForTest(<SpotlightBlock block={blockOf(careerBlocks, "spotlight")} />);
    expect(html).toContain(`>${career.volunteer.title.replace("&", "&amp;")}</h2>`);
    expect(count(html, /<li/g)).toBe(career.volunteer.points.length);
    expect(html).toContain('href="/VolunteerInternship#apply"');
    expect(html).not.toContain('target="_blank"');
  });

  it("sends the button to the outside form the staff set, in a new tab", () => {
    const site = { ...testSite, externalApplicationFormUrl: "https://forms.example.org/volunteer" };
    const html = renderForTest(<SpotlightBlock block={blockOf(careerBlocks, "spotlight")} />, { site });
    expect(html).toContain('href="https://forms.example.org/volunteer" target="_blank"');
    expect(html).toContain("(opens in a new tab)");
  });
});
