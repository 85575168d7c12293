import { describe, expect, it } from "vitest";
import { contactUs, contactUsBlocks } from "~/content/contact-us";
import { blockOf, renderForTest } from "../render-for-test";
import { FaqAndHoursBlock } from "./faq-and-hours-block";

describe("FaqAndHoursBlock", () => {
  it("shows every question and the office hours with Sunday closed", () => {
    const html = renderForTest(<FaqAndHoursBlock block={blockOf(contactUsBlocks, "faqAndHours")} />);
    for (const faq of contactUs.faqs) expect(html).toContain(faq.question);
    expect(html).toContain(`>${contactUs.hours.heading}</h2>`);
    expect(html).toContain(contactUs.hours.sunday);
    expect(html).toContain(contactUs.hours.closed);
  });
});
