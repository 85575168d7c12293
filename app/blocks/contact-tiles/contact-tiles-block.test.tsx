import { describe, expect, it } from "vitest";
import { getInTouch, getInTouchBlocks } from "~/content/get-in-touch";
import { blockOf, renderForTest } from "../render-for-test";
import { ContactTilesBlock } from "./contact-tiles-block";

describe("ContactTilesBlock", () => {
  it("links to call, write and WhatsApp with the site's numbers", () => {
    const html = renderForTest(<ContactTilesBlock block={blockOf(getInTouchBlocks, "contactTiles")} />);
    expect(html).toContain(`>${getInTouch.tilesHeading}</h2>`);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="mailto:contact@example.org"');
    expect(html).toContain("https://wa.me/919123456789");
  });
});
