import { describe, expect, it } from "vitest";
import { href } from "~/content/paths";
import { renderForTest } from "../render-for-test";
import { QuoteBlock } from "./quote-block";
import type { QuoteBlockData } from "./type";

const block: QuoteBlockData = {
  kind: "quote",
  tone: "white",
  heading: "A message from our founder",
  quote: "I grew up in a village where the school had one teacher for five classes.",
  name: "Dr. Meera Sharma",
  role: "Founder & Executive Director",
  link: { label: "Meet our leadership", to: href("leadership") },
};

describe("QuoteBlock", () => {
  it("quotes the message, signs it with initials, name and role, and links on", () => {
    const html = renderForTest(<QuoteBlock block={block} />);
    expect(html).toContain(
      '<blockquote class="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl"><p>I grew up in a village',
    );
    expect(html).toContain(">MS</span>");
    expect(html).toContain("Founder &amp; Executive Director");
    expect(html).toContain(`href="${href("leadership")}"`);
  });
});
