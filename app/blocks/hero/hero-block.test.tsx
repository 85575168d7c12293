import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { href } from "~/content/paths";
import { count, renderForTest } from "../render-for-test";
import { HeroBlock } from "./hero-block";

const figures = [
  { value: "50,000+", label: "Trees planted" },
  { value: "25", label: "Villages" },
  { value: "15,000+", label: "Volunteers" },
];

describe("HeroBlock", () => {
  it("shows the page's h1 and description from content/pages.ts, and its actions", () => {
    const html = renderForTest(
      <HeroBlock
        block={{
          kind: "hero",
          page: "gallery",
          eyebrow: "Join Us",
          actions: [
            { kind: "link", label: "Get Involved", to: href("getInTouch") },
            { kind: "apply", label: "Volunteer Now" },
          ],
        }}
      />,
    );
    expect(html).toContain(
      `<h1 class="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">${pages.gallery.heading}</h1>`,
    );
    expect(html).toContain(pages.gallery.description);
    expect(html).toContain(`href="${href("getInTouch")}"`);
    // Volunteer Now: the site's own form (no outside form is set).
    expect(html).toContain('href="/VolunteerInternship#apply"');
  });

  it("introduces its figures with a hidden h2", () => {
    const html = renderForTest(
      <HeroBlock
        block={{
          kind: "hero",
          page: "environment",
          heading: "Environment",
          stats: { heading: "Our green footprint", stats: figures },
        }}
      />,
    );
    expect(html).toContain(`<h2 class="sr-only">Our green footprint</h2>`);
    expect(count(html, /<dt/g)).toBe(figures.length);
  });
});

describe("HeroBlock of a page the staff edit", () => {
  it("shows the heading and introduction its document sends (the page is not in content/pages.ts)", () => {
    const html = renderForTest(
      <HeroBlock
        block={{ kind: "hero", page: "livelihood", heading: "Livelihood Enhancement", intro: "For families." }}
      />,
    );
    expect(html).toContain(">Livelihood Enhancement</h1>");
    expect(html).toContain("For families.");
  });
});

describe("HeroBlock without actions or figures", () => {
  it("adds no empty box under the intro", () => {
    const html = renderForTest(<HeroBlock block={{ kind: "hero", page: "gallery" }} />);
    expect(html).toContain(pages.gallery.heading);
    expect(html).not.toContain('class="mt-8"');
  });
});
