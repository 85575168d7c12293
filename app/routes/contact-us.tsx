/** /ContactUs (spec 2.9): contact details, the map placeholder, the message form, four FAQs, office hours. */
import { ContactUsFormBlock } from "~/blocks/contact-us-form/contact-us-form-block";
import { FaqAndHoursBlock } from "~/blocks/faq-and-hours/faq-and-hours-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { contactUsBlocks } from "~/content/contact-us";
import * as hindi from "~/content/hi/contact-us";
import { contactFormWords } from "~/i18n/hindi-site-words.server";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor } from "~/lib/meta";
import { formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { contactAction } from "~/lib/visitor-actions.server";

export const meta = metaFor("contactUs");
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi, ...contactFormWords });
export const clientLoader = wordsClientLoader;
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("contact-us");
export const clientAction = keepPageOnNetworkFailure;
const components = { hero: HeroBlock, contactUsForm: ContactUsFormBlock, faqAndHours: FaqAndHoursBlock };

export default function ContactUsPage() {
  const blocks = useTranslated(contactUsBlocks, "contactUsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
