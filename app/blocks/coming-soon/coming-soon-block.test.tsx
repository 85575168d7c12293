import { describe, expect, it } from "vitest";
import { count, iconsDrawn, renderForTest } from "../render-for-test";
import { ComingSoonBlock } from "./coming-soon-block";
import type { ComingSoonBlockData } from "./type";

const block: ComingSoonBlockData = {
  kind: "comingSoon",
  icon: "sparkles",
  badge: "Coming soon",
  heading: "Our full team page is on its way",
  text: "Meanwhile, meet our team here:",
  links: [
    { to: "/Leadership", title: "Leadership", text: "Our executive team.", label: "Meet our leadership" },
    { to: "/Mentors", title: "Mentors", text: "Professionals who guide.", label: "Meet our mentors" },
    { to: "/OurKeyPlayers", title: "Our Key Players", text: "Field staff.", label: "Meet our key players" },
  ],
};

describe("ComingSoonBlock", () => {
  it("shows the note, its icon and one link card per page it leads to", () => {
    const html = renderForTest(<ComingSoonBlock block={block} />);
    expect(html).toContain(">Our full team page is on its way</h2>");
    expect(iconsDrawn(html)).toContain("sparkles");
    expect(count(html, /<li/g)).toBe(3);
    for (const to of ["/Leadership", "/Mentors", "/OurKeyPlayers"]) expect(html).toContain(`href="${to}"`);
  });
});
