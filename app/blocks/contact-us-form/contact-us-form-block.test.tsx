import { describe, expect, it } from "vitest";
import { consentParts } from "~/components/contact-forms/contact-us-form";
import { ToastProvider } from "~/components/ui/toast";
import { pageDocumentData } from "~/lib/page-document.server";
import { contactUsPage } from "../../../server/content-seed/pages/contact-us";
import { blockOf, renderForTest, testSite } from "../render-for-test";
import { ContactUsFormBlock } from "./contact-us-form-block";

const blockIn = (locale: "en" | "hi") =>
  blockOf(pageDocumentData(contactUsPage, "contactUs", locale).blocks, "contactUsForm");
const draw = (block: ReturnType<typeof blockIn>) =>
  renderForTest(
    <ToastProvider>
      <ContactUsFormBlock block={block} />
    </ToastProvider>,
  );

describe("ContactUsFormBlock", () => {
  it("puts the site's contact details and the map beside the message form, which posts to the page", () => {
    const block = blockIn("en");
    const html = draw(block);
    expect(html).toContain(`>${block.details.heading}</h2>`);
    expect(html).toContain(`${block.details.phone}</dt>`);
    expect(html).toContain(`href="tel:+919876543210"`);
    expect(html).toContain(testSite.address);
    expect(html).toContain(block.map.title);
    expect(html).toContain(`>${block.form.heading}</h2>`);
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("takes the form's words from its block: subject, hint, button, and the consent with its link", () => {
    const block = blockIn("en");
    const html = draw({
      ...block,
      form: {
        ...block.form,
        subject: "Topic",
        messagePlaceholder: "Your words",
        submit: "Post it",
        consent: "Yes, I have read the [notice on personal data].",
      },
    });
    expect(html).toContain(">Topic");
    expect(html).toContain('placeholder="Your words"');
    expect(html).toContain(">Post it<");
    expect(html).toMatch(/Yes, I have read the <a[^>]*href="\/privacy"[^>]*>notice on personal data<\/a>\./);
  });

  it("reads the consent's link from its square brackets, and shows a consent without one as it is", () => {
    expect(consentParts("I agree to the [privacy policy] and more.")).toEqual({
      before: "I agree to the ",
      link: "privacy policy",
      after: " and more.",
    });
    expect(consentParts("[Privacy policy]: I agree.")).toEqual({
      before: "",
      link: "Privacy policy",
      after: ": I agree.",
    });
    expect(consentParts("I agree.")).toBeUndefined();
    const block = blockIn("hi");
    expect(draw({ ...block, form: { ...block.form, consent: "मैं सहमत हूँ।" } })).toContain("मैं सहमत हूँ।");
  });
});
