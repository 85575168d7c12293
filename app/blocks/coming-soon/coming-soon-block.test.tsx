import { describe, expect, it } from "vitest";
import { ourTeam, ourTeamBlocks } from "~/content/our-team";
import { href } from "~/content/paths";
import { count, renderForTest } from "../render-for-test";
import { ComingSoonBlock } from "./coming-soon-block";

const block = ourTeamBlocks.find((b) => b.kind === "comingSoon");
if (!block) throw new Error("/OurTeam has a coming-soon block");

describe("ComingSoonBlock", () => {
  it("shows the note and one link card per team page", () => {
    const html = renderForTest(<ComingSoonBlock block={block} />);
    expect(html).toContain(`>${ourTeam.comingSoon.heading}</h2>`);
    expect(count(html, /<li/g)).toBe(3);
    for (const page of ["leadership", "mentors", "ourKeyPlayers"] as const)
      expect(html).toContain(`href="${href(page)}"`);
  });
});
