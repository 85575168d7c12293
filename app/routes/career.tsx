import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { career, type OpportunityCard } from "~/content/career";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";
import { useSite } from "~/lib/site";

export const meta = metaFor("career");
export const headers = staticPageHeaders;

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-1.5 text-sm">
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {point}
        </li>
      ))}
    </ul>
  );
}

function ClosedCard({ card, headingLevel = 3 }: { card: OpportunityCard; headingLevel?: 3 | 4 }) {
  return (
    <Card icon={card.icon} title={card.title} headingLevel={headingLevel} footer={<ComingSoonButton fullWidth />}>
      <p>{card.text}</p>
      <Points points={card.points} />
    </Card>
  );
}

export default function CareerPage() {
  const site = useSite();
  const { hero, volunteer, whyJoin, cta } = career;
  const VolunteerIcon = volunteer.icon;
  return (
    <>
      <PageHero heading={pages.career.heading} eyebrow={hero.eyebrow} intro={hero.intro} />

      <Section tone="white">
        <article className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-saffron-50 to-brand-50 p-8 ring-1 ring-saffron-200 sm:p-12 lg:grid-cols-[auto_1fr_auto]">
          <span className="flex size-20 items-center justify-center rounded-2xl bg-white text-saffron-700 shadow-sm">
            <VolunteerIcon aria-hidden="true" className="size-10" />
          </span>
          <div>
            <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">{volunteer.eyebrow}</p>
            <h2 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{volunteer.title}</h2>
            <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">{volunteer.text}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {volunteer.points.map((point) => (
                <li
                  key={point}
                  className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
                >
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to={site.volunteerFormUrl} external>
            {volunteer.apply}
          </ButtonLink>
        </article>
      </Section>

      <Section
        tone="muted"
        eyebrow={career.opportunitiesEyebrow}
        heading={career.opportunitiesHeading}
        intro={career.opportunitiesIntro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {career.cards.map((card) => (
            <li key={card.title}>
              <ClosedCard card={card} />
            </li>
          ))}
        </ul>
        <p className="mt-16 text-center text-sm font-bold tracking-wider text-saffron-700 uppercase">
          {career.partnershipsEyebrow}
        </p>
        <h3 className="mt-2 text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {career.partnershipsHeading}
        </h3>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {career.partnerships.map((card) => (
            <li key={card.title}>
              <ClosedCard card={card} headingLevel={4} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" eyebrow={whyJoin.eyebrow} heading={whyJoin.heading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyJoin.items.map((item) => (
            <li key={item.title}>
              <Card icon={item.icon} accent="saffron" title={item.title}>
                <p>{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        flushTop
        heading={cta.heading}
        text={cta.text}
        actions={<ButtonLink to={href("getInTouch")}>{cta.getInTouch}</ButtonLink>}
      />
    </>
  );
}
