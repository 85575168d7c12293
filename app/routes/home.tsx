import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { DonationBanner } from "~/components/home/donation-banner";
import { DonationSection } from "~/components/home/donation-section";
import { HomeHero } from "~/components/home/home-hero";
import { type LatestPost, LatestUpdates } from "~/components/home/latest-updates";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { home } from "~/content/home";
import { href, pages } from "~/content/pages";
import { donationOptions } from "~/lib/donation.server";
import { metaFor } from "~/lib/meta";
import { jsonForScript, organizationJsonLd } from "~/lib/organization-json-ld";
import { type RootData, useSite } from "~/lib/site";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.services.config.site;
  return {
    donation: donationOptions(site, home.donation.amounts, home.donation.note),
    // Spec 8: if the posts cannot be loaded, Latest Updates is simply hidden.
    latestPosts: await context.services.blogs.latest(3).catch((error: unknown) => {
      console.error("latest posts failed to load", error);
      return [] as LatestPost[];
    }),
  };
}

// Cached like every public page; a new post drops it at once (server/cache/).
export const meta = metaFor("home");

function OrganizationJsonLd() {
  const site = useSite();
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config, "<" escaped by jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(site, origin, home.jsonLd)) }}
    />
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { whoWeAre, impact, programmes, cta } = home;
  return (
    <>
      <OrganizationJsonLd />
      <DonationBanner upiId={site.upiId} />
      <HomeHero heading={pages.home.heading} />

      <Section tone="white" align="left">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">{whoWeAre.eyebrow}</p>
            <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {whoWeAre.heading}
            </h2>
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
            <Link
              to={href("aboutUs")}
              className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {whoWeAre.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="grid content-center gap-4">
            {whoWeAre.pillars.map((pillar) => (
              <li key={pillar.title} className="flex gap-4 rounded-2xl bg-brand-50 p-6">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{pillar.title}</h3>
                  <p className="mt-1 text-slate-600">{pillar.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="brand" eyebrow={impact.eyebrow} heading={impact.heading}>
        <StatTiles stats={impact.stats} />
        <dl className="mt-8 flex flex-wrap justify-center gap-3">
          {impact.highlights.map((item) => (
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

      <DonationSection options={loaderData.donation} upiId={site.upiId} />

      <Section tone="white" eyebrow={programmes.eyebrow} heading={programmes.heading} intro={programmes.intro}>
        <ul className="flex flex-wrap justify-center gap-6">
          {programmes.items.map((programme) => (
            <li key={programme.to} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <Card
                icon={programme.icon}
                accent={programme.accent}
                title={programme.title}
                footer={
                  <Link
                    to={programme.to}
                    className="inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {programme.linkLabel}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                }
              >
                <p>{programme.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <LatestUpdates posts={loaderData.latestPosts} />

      <CtaBand
        flushTop
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{cta.getInTouch}</ButtonLink>
            <ButtonLink to={site.volunteerFormUrl} external variant="light">
              {cta.volunteer}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
