import { describe, expect, it } from "vitest";
import { education } from "~/content/education";
import { count, renderForTest } from "../render-for-test";
import { CtaBlock } from "./cta-block";

describe("CtaBlock", () => {
  it("shows the heading as an h2, the text and one button per action", () => {
    const html = renderForTest(<CtaBlock block={{ kind: "cta", ...education.cta }} />);
    expect(html).toContain(`>${education.cta.heading}</h2>`);
    expect(html).toContain(education.cta.text);
    expect(count(html, /<a /g)).toBe(education.cta.actions.length);
  });
});
