import { describe, expect, it } from "vitest";
import { faqsFor } from "#common/content-model/faqs";
import { faqBlocks, faqs } from "~/content/faqs";
import { href } from "~/content/paths";
import { initialFaqs } from "../../../server/content-seed/faqs";
import { count, renderForTest } from "../render-for-test";
import { FaqBlock } from "./faq-block";

const found = faqBlocks.find((b) => b.kind === "faq");
if (!found) throw new Error("/FAQs has a faq block");
/** The page's loader gives the block the staff's questions: a new site's here. */
const items = faqsFor(initialFaqs, "en");
const block = { ...found, items };

describe("FaqBlock", () => {
  it("lists every question in the accordion, with the help box and its two links", () => {
    const html = renderForTest(<FaqBlock block={block} />);
    expect(count(html, /aria-expanded=/g)).toBe(items.length);
    for (const faq of items) expect(html).toContain(faq.answer.slice(0, 30).replaceAll("'", "&#x27;"));
    expect(html).toContain(`>${faqs.help.heading}</h2>`);
    expect(html).toContain(`href="${href("contactUs")}"`);
    expect(html).toContain(`href="${href("getInTouch")}"`);
  });
});
