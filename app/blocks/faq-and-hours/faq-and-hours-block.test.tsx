import { describe, expect, it } from "vitest";
import { pageDocumentData } from "~/lib/page-document.server";
import { contactUsPage } from "../../../server/content-seed/pages/contact-us";
import { blockOf, renderForTest } from "../render-for-test";
import { FaqAndHoursBlock } from "./faq-and-hours-block";

describe("FaqAndHoursBlock", () => {
  it("shows every question and the office hours with Sunday closed", () => {
    const block = blockOf(pageDocumentData(contactUsPage, "contactUs", "en").blocks, "faqAndHours");
    const html = renderForTest(<FaqAndHoursBlock block={block} />);
    expect(block.items).toHaveLength(4);
    for (const faq of block.items) expect(html).toContain(faq.question);
    expect(html).toContain(`>${block.hours.heading}</h2>`);
    expect(html).toContain(block.hours.sunday);
    expect(html).toContain(block.hours.closed);
  });
});
