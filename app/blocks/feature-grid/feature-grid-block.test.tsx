import { describe, expect, it } from "vitest";
import { aboutUs, aboutUsBlocks } from "~/content/about-us";
import { environment, environmentBlocks } from "~/content/environment";
import { blockOf, count, renderForTest } from "../render-for-test";
import { FeatureGridBlock } from "./feature-grid-block";

describe("FeatureGridBlock", () => {
  it("draws icon cards from shared icon keys, four across, with the block's button", () => {
    const html = renderForTest(<FeatureGridBlock block={blockOf(environmentBlocks, "featureGrid")} />);
    expect(count(html, /<h3/g)).toBe(environment.waysToHelp.length);
    expect(html).toContain("lg:grid-cols-4");
    expect(html).toContain(
      `href="/VolunteerInternship#apply" data-discover="true">${environment.helpAction.label}</a>`,
    );
  });

  it("takes a page's own icons, per-card accents, its columns and larger text (mission and vision)", () => {
    const html = renderForTest(<FeatureGridBlock block={blockOf(aboutUsBlocks, "featureGrid")} />);
    expect(html).toContain(`>${aboutUs.purpose.heading}</h2>`);
    expect(html).toContain('class="grid gap-6 sm:grid-cols-2"');
    expect(count(html, /lucide-target|lucide-eye/g)).toBe(2);
    expect(html).toContain("bg-saffron-50 text-saffron-700");
    expect(count(html, /<p class="text-lg">/g)).toBe(2);
  });
});
