import { describe, expect, it } from "vitest";
import type { CallToAction } from "~/content/display-types";
import { href } from "~/content/paths";
import { count, renderForTest } from "../render-for-test";
import { CtaBlock } from "./cta-block";

const cta: CallToAction = {
  heading: "Help a family build a livelihood",
  text: "Mentor an entrepreneur, offer apprenticeships at your company, or support a cooperative.",
  actions: [
    { kind: "link", label: "Get Involved", to: href("getInTouch") },
    { kind: "apply", label: "Volunteer Now" },
  ],
};

describe("CtaBlock", () => {
  it("shows the heading as an h2, the text and one button per action", () => {
    const html = renderForTest(<CtaBlock block={{ kind: "cta", ...cta }} />);
    expect(html).toContain(`>${cta.heading}</h2>`);
    expect(html).toContain(cta.text);
    expect(count(html, /<a /g)).toBe(cta.actions.length);
    expect(html).toContain("pt-16 sm:pt-20");
  });

  it("drops its top padding when told (a white section above)", () => {
    const html = renderForTest(<CtaBlock block={{ kind: "cta", flushTop: true, ...cta }} />);
    expect(html).toContain("lg:px-8 pt-0");
    expect(html).not.toContain("pt-16 sm:pt-20");
  });
});
