import { describe, expect, it } from "vitest";
import { faqsFor } from "#common/content-model/faqs";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { initialFaqs } from "../../../server/content-seed/faqs";
import { blockOf, count, renderForTest } from "../render-for-test";
import { FaqBlock } from "./faq-block";

/** The page's loader gives the block the staff's questions: a new site's here, in its page's block. */
const items = faqsFor(initialFaqs, "en");
const block = { ...blockOf(shownOnNewSite("faqs").blocks, "faq"), items };

describe("FaqBlock", () => {
  it("a new site starts with 15 questions with unique ids (spec 3), each with its Hindi", () => {
    expect(initialFaqs.items).toHaveLength(15);
    expect(new Set(initialFaqs.items.map((faq) => faq.id)).size).toBe(15);
    expect(initialFaqs.items.every((faq) => faq.question.hi !== "" && faq.answer.hi !== "")).toBe(true);
  });

  it("lists every question in the accordion, with the help box and its two links", () => {
    const html = renderForTest(<FaqBlock block={block} />);
    expect(count(html, /aria-expanded=/g)).toBe(items.length);
    for (const faq of items) expect(html).toContain(faq.answer.slice(0, 30).replaceAll("'", "&#x27;"));
    expect(html).toContain(">Still have a question?</h2>");
    expect(html).toContain('href="/ContactUs"');
    expect(html).toContain('href="/GetInTouch"');
  });
});
