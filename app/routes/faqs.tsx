import { MessageCircleQuestion } from "lucide-react";
import { Accordion } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { faqs } from "~/content/faqs";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";
import { useSite } from "~/lib/site";

export const meta = metaFor("faqs");
export const headers = staticPageHeaders;

export default function FaqsPage() {
  const site = useSite();
  const { hero, help, explore } = faqs;
  return (
    <>
      <PageHero heading={pages.faqs.heading} eyebrow={hero.eyebrow} intro={hero.intro} />

      <Section tone="muted" heading={faqs.listHeading}>
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1fr_20rem]">
          <Accordion
            items={faqs.items.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
          />
          <aside className="h-fit rounded-2xl bg-brand-800 p-6 text-white lg:sticky lg:top-24">
            <MessageCircleQuestion aria-hidden="true" className="size-10 text-saffron-300" />
            <h2 className="mt-4 text-xl font-bold">{help.heading}</h2>
            <p className="mt-2 text-brand-100">{help.text}</p>
            <div className="mt-6 flex flex-col gap-3">
              <ButtonLink to={href("contactUs")}>{help.contactUs}</ButtonLink>
              <ButtonLink to={href("getInTouch")} variant="light">
                {help.getInTouch}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Section>

      <CtaBand
        heading={explore.heading}
        text={explore.text}
        actions={
          <>
            <ButtonLink to={href("education")}>{explore.education}</ButtonLink>
            <ButtonLink to={href("corporatePartnerships")} variant="light">
              {explore.corporate}
            </ButtonLink>
            <ButtonLink to={site.volunteerFormUrl} external variant="light">
              {explore.volunteer}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
