import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { contactUs, contactUsBlocks } from "~/content/contact-us";
import { blockOf, renderForTest } from "../render-for-test";
import { ContactUsFormBlock } from "./contact-us-form-block";

describe("ContactUsFormBlock", () => {
  it("puts the contact details and the map beside the message form, which posts to the page", () => {
    const html = renderForTest(
      <ToastProvider>
        <ContactUsFormBlock block={blockOf(contactUsBlocks, "contactUsForm")} />
      </ToastProvider>,
    );
    expect(html).toContain(`>${contactUs.details.heading}</h2>`);
    expect(html).toContain(contactUs.map.title);
    expect(html).toContain(`>${contactUs.form.heading}</h2>`);
    expect(html).toMatch(/<form[^>]*method="post"/);
  });
});
