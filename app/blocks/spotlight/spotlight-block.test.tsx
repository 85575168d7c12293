import { describe, expect, it } from "vitest";
import { pageDocumentData } from "~/lib/page-document.server";
import { careerPage } from "../../../server/content-seed/pages/career";
import { blockOf, count, iconsDrawn, renderForTest, testSite } from "../render-for-test";
import { SpotlightBlock } from "./spotlight-block";

const spotlight = blockOf(pageDocumentData(careerPage, "career", "en").blocks, "spotlight");

describe("SpotlightBlock", () => {
  it("shows the opening's icon, h2, its points and a button to the site's own application form", () => {
    const html = renderForTest(<SpotlightBlock block={spotlight} />);
    expect(iconsDrawn(html)).toEqual(["hand-heart"]);
    expect(html).toContain(`>${spotlight.heading.replace("&", "&amp;")}</h2>`);
    expect(count(html, /<li/g)).toBe(spotlight.points.length);
    expect(html).toContain('href="/VolunteerInternship#apply"');
    expect(html).not.toContain('target="_blank"');
  });

  it("sends the button to the outside form the staff set, in a new tab", () => {
    const site = { ...testSite, externalApplicationFormUrl: "https://forms.example.org/volunteer" };
    const html = renderForTest(<SpotlightBlock block={spotlight} />, { site });
    expect(html).toContain('href="https://forms.example.org/volunteer" target="_blank"');
    expect(html).toContain("(opens in a new tab)");
  });
});
