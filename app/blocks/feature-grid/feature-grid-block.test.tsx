import { describe, expect, it } from "vitest";
import type { Feature, PageAction } from "~/content/display-types";
import { pageDocumentData } from "~/lib/page-document.server";
import { aboutUsPage } from "../../../server/content-seed/pages/about-us";
import { blockOf, count, iconsDrawn, renderForTest } from "../render-for-test";
import { FeatureGridBlock } from "./feature-grid-block";

const waysToHelp: Feature[] = [
  { icon: "users", title: "Volunteer at a drive", text: "Join a clean-up or plantation drive near you." },
  { icon: "sprout", title: "Adopt a sapling", text: "Sponsor a sapling and its care for three years." },
  { icon: "building", title: "Bring your company", text: "Organise an employee volunteering day." },
  { icon: "megaphone", title: "Spread the word", text: "Share our events with your school or society." },
];
const join: PageAction = { kind: "apply", label: "Join as Volunteer" };

describe("FeatureGridBlock", () => {
  it("draws icon cards from shared icon keys, four across, with the block's button", () => {
    const html = renderForTest(
      <FeatureGridBlock
        block={{
          kind: "featureGrid",
          tone: "white",
          heading: "Ways to help",
          features: waysToHelp,
          accent: "emerald",
          action: join,
        }}
      />,
    );
    expect(count(html, /<h3/g)).toBe(waysToHelp.length);
    expect(iconsDrawn(html)).toEqual(["users", "sprout", "building-complex", "megaphone"]);
    expect(html).toContain("lg:grid-cols-4");
    expect(html).toContain(`href="/VolunteerInternship#apply" data-discover="true">${join.label}</a>`);
  });

  it("takes a page's own icons, per-card accents, its columns and larger text (mission and vision)", () => {
    const block = blockOf(pageDocumentData(aboutUsPage, "aboutUs", "en").blocks, "featureGrid");
    const html = renderForTest(<FeatureGridBlock block={block} />);
    expect(html).toContain(`>${block.heading}</h2>`);
    expect(html).toContain('class="grid gap-6 sm:grid-cols-2"');
    expect(iconsDrawn(html)).toEqual(["target", "eye"]);
    expect(html).toContain("bg-saffron-50 text-saffron-700");
    expect(count(html, /<p class="text-lg">/g)).toBe(2);
  });
});
