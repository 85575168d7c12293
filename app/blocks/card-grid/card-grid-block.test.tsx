import { describe, expect, it } from "vitest";
import { opportunityCards } from "~/components/careers/opportunity-card";
import { profileCards } from "~/components/ui/profile-card";
import { career, careerBlocks } from "~/content/career";
import { leadership, leadershipBlocks } from "~/content/leadership";
import { blockOf, count, renderForTest } from "../render-for-test";
import { cardGridBlock } from "./card-grid-block";

describe("cardGridBlock", () => {
  it("draws people with the profile design: name, role and the details the content maps", () => {
    const Grid = cardGridBlock({ profile: profileCards });
    const html = renderForTest(<Grid block={blockOf(leadershipBlocks, "cardGrid")} />);
    expect(html).toContain('class="grid gap-6 lg:grid-cols-2"');
    expect(count(html, /<article/g)).toBe(leadership.executives.length);
    expect(html).toContain(leadership.labels.specialization);
    expect(html).toContain(`href="mailto:${leadership.executives[0]?.contact?.email}"`);
  });

  it("opens a later group with its eyebrow and h3, whose cards then take h4 titles", () => {
    const Grid = cardGridBlock({ opportunity: opportunityCards });
    const html = renderForTest(<Grid block={blockOf(careerBlocks, "cardGrid")} />);
    expect(html).toContain(`>${career.partnershipsHeading}</h3>`);
    expect(html).toContain('<ul class="mt-8 grid gap-6 md:grid-cols-3">');
    expect(count(html, /<h4/g)).toBe(career.partnerships.length);
    // Each card leads to its page (decision 064): no disabled button.
    expect(count(html, /disabled=""/g)).toBe(0);
    for (const card of [...career.cards, ...career.partnerships]) {
      if (card.action.kind === "link") expect(html).toContain(`href="${card.action.to}"`);
    }
  });

  it("names a card design the route did not hand in", () => {
    const Bare = cardGridBlock({});
    expect(() => renderForTest(<Bare block={blockOf(careerBlocks, "cardGrid")} />)).toThrow(
      /No card design "opportunity"/,
    );
  });
});
