import { describe, expect, it } from "vitest";
import { opportunityCards } from "~/components/careers/opportunity-card";
import { profileCards } from "~/components/ui/profile-card";
import { pageDocumentData } from "~/lib/page-document.server";
import { careerPage } from "../../../server/content-seed/pages/career";
import { blockOf, count, renderForTest } from "../render-for-test";
import { cardGridBlock } from "./card-grid-block";
import type { CardGridBlockData } from "./type";

const people: CardGridBlockData = {
  kind: "cardGrid",
  tone: "white",
  heading: "Leading the federation",
  groups: [
    {
      columns: "wide",
      cards: {
        card: "profile",
        items: [
          {
            name: "Dr. Asha Rao",
            role: "Director",
            bio: "Taught for ten years.",
            details: [{ label: "Specialisation", value: "Teacher training" }],
            contact: { email: "asha@example.org" },
          },
          {
            name: "Ravi Kumar",
            role: "Operations",
            bio: "Runs the centres.",
            photo: {
              url: "/api/images/content/0123456789abcdef0123456789abcdef-1600.webp",
              width: 1200,
              height: 900,
              alt: "Ravi at a centre",
            },
          },
        ],
      },
    },
  ],
};

const waysToJoin = blockOf(pageDocumentData(careerPage, "career", "en").blocks, "cardGrid");

describe("cardGridBlock", () => {
  it("draws people with the profile design: name, role and the details the content maps", () => {
    const Grid = cardGridBlock({ profile: profileCards });
    const html = renderForTest(<Grid block={people} />);
    expect(html).toContain('class="grid gap-6 lg:grid-cols-2"');
    expect(count(html, /<article/g)).toBe(2);
    expect(html).toContain(">Specialisation</dt>");
    expect(html).toContain('href="mailto:asha@example.org"');
  });

  it("shows a person's photo instead of their initials: stored variants, size set, lazy, the alt text", () => {
    const Grid = cardGridBlock({ profile: profileCards });
    const html = renderForTest(<Grid block={people} />);
    // Asha has none: her initials; Ravi's photo replaces his.
    expect(html).toContain(">AR</span>");
    expect(html).not.toContain(">RK</span>");
    const image = "/api/images/content/0123456789abcdef0123456789abcdef";
    expect(html).toContain(
      `<source type="image/avif" srcSet="${image}-480.avif 480w, ${image}-800.avif 800w, ${image}-1600.webp 1200w" sizes="64px"/>`,
    );
    expect(html).toContain(`srcSet="${image}-480.webp 480w, ${image}-800.webp 800w, ${image}-1600.webp 1200w"`);
    expect(html).toMatch(
      /<img src="[^"]+-480\.webp"[^>]* width="1200" height="900" alt="Ravi at a centre" loading="lazy"/,
    );
  });

  it("opens a later group with its eyebrow and h3, whose cards then take h4 titles", () => {
    const Grid = cardGridBlock({ opportunity: opportunityCards });
    const html = renderForTest(<Grid block={waysToJoin} />);
    const [ways, partnerships] = waysToJoin.groups;
    if (ways?.cards.card !== "opportunity" || partnerships?.cards.card !== "opportunity") {
      throw new Error("/Career's ways to join and partnerships are two groups of opportunity cards");
    }
    expect(html).toContain(`>${partnerships.heading}</h3>`);
    expect(html).toContain('<ul class="mt-8 grid gap-6 md:grid-cols-3">');
    expect(count(html, /<h3/g)).toBe(ways.cards.items.length + 1);
    expect(count(html, /<h4/g)).toBe(partnerships.cards.items.length);
    // Each card leads to its page (decision 064): no disabled button.
    expect(count(html, /disabled=""/g)).toBe(0);
    for (const card of [...ways.cards.items, ...partnerships.cards.items]) {
      if (card.action.kind === "link") expect(html).toContain(`href="${card.action.to}"`);
    }
  });

  it("names a card design the route did not hand in", () => {
    const Bare = cardGridBlock({});
    expect(() => renderForTest(<Bare block={waysToJoin} />)).toThrow(/No card design "opportunity"/);
  });
});
