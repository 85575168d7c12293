import { describe, expect, it } from "vitest";
import { faqBlocks, faqs } from "~/content/faqs";
import { href } from "~/content/paths";
import { count, renderForTest } from "../render-for-test";
import { FaqBlock } from "./faq-block";

const block = faqBlocks.find((b) => b.kind === "faq");
if (!block) throw new Error("/FAQs has a faq block");

describe("FaqBlock", () => {
  it("lists every question in the accordion, with the help box and its two links", () => {
    const html = renderForTest(<FaqBlock block={block} />);
    expect(count(html, /aria-expanded=/g)).toBe(faqs.items.length);
    for (const faq of faqs.items) expect(html).toContain(faq.answer.slice(0, 30));
    expect(html).toContain(`>${faqs.help.heading}</h2>`);
    expect(html).toContain(`href="${href("contactUs")}"`);
    expect(html).toContain(`href="${href("getInTouch")}"`);
  });
});
