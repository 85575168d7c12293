import { ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { Timeline } from "~/components/about/timeline";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { initialsOf } from "~/components/ui/profile-card";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { aboutUs } from "~/content/about";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("aboutUs");
export const headers = staticPageHeaders;

export default function AboutUsPage() {
  const { hero, purpose, missionVision, goals, stats, values, journey, message, cta } = aboutUs;
  return (
    <>
      <PageHero heading={pages.aboutUs.heading} eyebrow={hero.eyebrow} intro={hero.intro} />

      <Section tone="white" eyebrow={purpose.eyebrow} heading={purpose.heading}>
        <div className="grid gap-6 md:grid-cols-2">
          {missionVision.map((item, index) => (
            <Card
              key={item.title}
              icon={item.icon}
              accent={index === 0 ? "brand" : "saffron"}
              title={item.title}
              headingLevel={3}
            >
              <p className="text-lg">{item.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section tone="brand" eyebrow={stats.eyebrow} heading={stats.heading}>
        <StatTiles stats={stats.items} />
        <dl className="mt-8 flex flex-wrap justify-center gap-3">
          {stats.highlights.map((item) => (
            <div
              key={item.label}
              className="flex items-baseline gap-2 rounded-full bg-white/10 px-5 py-2 ring-1 ring-white/15"
            >
              <dt className="text-sm text-brand-50">{item.label}</dt>
              <dd className="order-first text-lg font-extrabold text-saffron-300">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section tone="muted" eyebrow={goals.eyebrow} heading={goals.heading} intro={goals.intro}>
        <StatTiles stats={goals.items} />
      </Section>

      <Section tone="white" eyebrow={values.eyebrow} heading={values.heading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value) => (
            <li key={value.title}>
              <Card icon={value.icon} title={value.title}>
                <p>{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow={journey.eyebrow} heading={journey.heading}>
        <Timeline items={journey.items} />
      </Section>

      <Section tone="white" eyebrow={message.eyebrow} heading={message.heading}>
        <figure className="relative mx-auto max-w-4xl rounded-3xl bg-brand-50 p-8 sm:p-12">
          <Quote aria-hidden="true" className="size-10 text-saffron-500" />
          <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
            <p>{message.quote}</p>
          </blockquote>
          <figcaption className="mt-8 flex flex-wrap items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-lg font-extrabold text-white"
            >
              {initialsOf(message.name)}
            </span>
            <span>
              <span className="block font-bold text-slate-900">{message.name}</span>
              <span className="block text-brand-700">{message.role}</span>
            </span>
            <Link
              to={href("leadership")}
              className="inline-flex items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900 hover:underline sm:ml-auto"
            >
              {message.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </figcaption>
        </figure>
      </Section>

      <CtaBand
        flushTop
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{cta.getInTouch}</ButtonLink>
            <ButtonLink to={href("workWithUs")} variant="light">
              {cta.careers}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
