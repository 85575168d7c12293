/** /ContactUs (spec 2.9): contact details, the map placeholder, the message form, four FAQs, office hours. */
import { ContactDetails, MapPlaceholder } from "~/components/contact/contact-details";
import { ContactUsForm } from "~/components/contact/contact-us-form";
import { OfficeHours } from "~/components/contact/office-hours";
import { Panel } from "~/components/contact/panel";
import { Accordion } from "~/components/ui/accordion";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { contactUs as content } from "~/content/contact-us";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import { contactAction, formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";

export const meta = metaFor("contactUs");
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("contact-us");
export const clientAction = keepPageOnNetworkFailure;

const faqItems = content.faqs.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }));

export default function ContactUsPage() {
  const { hours } = content;
  return (
    <>
      <PageHero heading={pages.contactUs.heading} eyebrow={content.hero.eyebrow} intro={content.hero.intro} />

      <Section>
        <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:gap-8">
          <div className="space-y-6">
            <Panel heading={content.details.heading}>
              <ContactDetails />
            </Panel>
            <MapPlaceholder />
          </div>
          <Panel heading={content.form.heading} intro={content.form.intro}>
            <ContactUsForm />
          </Panel>
        </div>
      </Section>

      <Section tone="muted" heading={content.faqHeading}>
        <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <Accordion items={faqItems} />
          <Panel heading={hours.heading} className="h-fit">
            <OfficeHours labels={hours} sunday={{ label: hours.sunday, closed: hours.closed }} />
          </Panel>
        </div>
      </Section>
    </>
  );
}
