import { describe, expect, it } from "vitest";
import { aboutUs, aboutUsBlocks } from "~/content/about-us";
import { href } from "~/content/paths";
import { blockOf, renderForTest } from "../render-for-test";
import { QuoteBlock } from "./quote-block";

describe("QuoteBlock", () => {
  it("quotes the message, signs it with initials, name and role, and links on through href", () => {
    const html = renderForTest(<QuoteBlock block={blockOf(aboutUsBlocks, "quote")} />);
    expect(html).toContain(
      '<blockquote class="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl"><p>I grew up in a village',
    );
    expect(html).toContain(">MS</span>");
    expect(html).toContain(aboutUs.message.role.replace("&", "&amp;"));
    expect(html).toContain(`href="${href("leadership")}"`);
  });
});
