import { describe, expect, it } from "vitest";
import { home, homeBlocks } from "~/content/home";
import { href } from "~/content/paths";
import { blockOf, count, renderForTest } from "../render-for-test";
import { ProgrammeLinksBlock } from "./programme-links-block";

describe("ProgrammeLinksBlock", () => {
  it("draws one card per programme, each linking to its page", () => {
    const html = renderForTest(<ProgrammeLinksBlock block={blockOf(homeBlocks, "programmeLinks")} />);
    expect(html).toContain(`>${home.programmes.heading}</h2>`);
    expect(count(html, /<h3/g)).toBe(home.programmes.items.length);
    for (const page of ["education", "livelihood", "womenEmpowerment", "skillDevelopment", "environment"] as const)
      expect(html).toContain(`href="${href(page)}"`);
  });
});
