import { describe, expect, it } from "vitest";
import { pageDocumentData } from "~/lib/page-document.server";
import { getInTouchPage } from "../../../server/content-seed/pages/get-in-touch";
import { blockOf, renderForTest } from "../render-for-test";
import { ContactTilesBlock } from "./contact-tiles-block";

describe("ContactTilesBlock", () => {
  it("links to call, write and WhatsApp with the site's numbers, under the block's words", () => {
    const block = blockOf(pageDocumentData(getInTouchPage, "getInTouch", "en").blocks, "contactTiles");
    const html = renderForTest(<ContactTilesBlock block={block} />);
    expect(html).toContain(`>${block.heading}</h2>`);
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="mailto:contact@example.org"');
    expect(html).toContain("https://wa.me/919123456789");
    for (const tile of [block.call, block.email, block.whatsapp]) expect(html).toContain(`>${tile.title}</span>`);
    expect(html).toContain(block.whatsapp.action);
  });
});
