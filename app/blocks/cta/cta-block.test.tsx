import { describe, expect, it } from "vitest";
import { livelihood } from "~/content/livelihood";
import { count, renderForTest } from "../render-for-test";
import { CtaBlock } from "./cta-block";

describe("CtaBlock", () => {
  it("shows the heading as an h2, the text and one button per action", () => {
    const html = renderForTest(<CtaBlock block={{ kind: "cta", ...livelihood.cta }} />);
    expect(html).toContain(`>${livelihood.cta.heading}</h2>`);
    expect(html).toContain(livelihood.cta.text);
    expect(count(html, /<a /g)).toBe(livelihood.cta.actions.length);
    expect(html).toContain("pt-16 sm:pt-20");
  });

  it("drops its top padding when told (a white section above)", () => {
    const html = renderForTest(<CtaBlock block={{ kind: "cta", flushTop: true, ...livelihood.cta }} />);
    expect(html).toContain("lg:px-8 pt-0");
    expect(html).not.toContain("pt-16 sm:pt-20");
  });
});
