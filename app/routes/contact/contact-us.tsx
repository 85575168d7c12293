/** /ContactUs (spec 2.9): contact details, the map placeholder, the message form, four FAQs, office hours. */
import { ContactUsFormBlock } from "~/blocks/contact-us-form/contact-us-form-block";
import { FaqAndHoursBlock } from "~/blocks/faq-and-hours/faq-and-hours-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { formPageDocumentHeaders, keepPageDataAfterSending, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { contactAction, contactPageLoader } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/contact-us";

// The staff edit this page in the admin (issue 41): its words, its form's too, come from the database, in the
// page's language; the form's messages (common/messages) come with Hindi pages as before.
export { pageDocumentMeta as meta } from "~/lib/meta";
export const headers = formPageDocumentHeaders;
export const loader = contactPageLoader("contactUs");
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("contact-us");
export const clientAction = keepPageOnNetworkFailure;
export const shouldRevalidate = keepPageDataAfterSending;
const components = { hero: HeroBlock, contactUsForm: ContactUsFormBlock, faqAndHours: FaqAndHoursBlock };

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
