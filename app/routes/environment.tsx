import { Lightbulb } from "lucide-react";
import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { contentIcons } from "~/components/programmes/content-icons";
import { EnvironmentProgrammeCard, EventCard } from "~/components/programmes/environment-cards";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { CtaButtons, PageActionButton } from "~/components/programmes/page-actions";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { environment } from "~/content/environment";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("environment");
export const headers = staticPageHeaders;

export default function EnvironmentPage() {
  const page = pages.environment;
  const content = environment;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description}>
        <h2 className="sr-only">{content.statsHeading}</h2>
        <StatTiles stats={content.stats} tone="brand" />
      </PageHero>

      <Section tone="white" heading={content.tabsHeading} intro={content.tabsIntro}>
        <Tabs
          label={content.tabsLabel}
          defaultTabId="conservation"
          className="text-center"
          tabs={content.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="text-left">
                <CardGridPanel
                  heading={tab.heading}
                  description={tab.description}
                  icon={contentIcons[tab.icon]}
                  items={tab.programmes}
                  columns={3}
                  itemKey={(programme) => programme.title}
                  renderItem={(programme) => <EnvironmentProgrammeCard programme={programme} />}
                />
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="muted" heading={content.eventsHeading} intro={content.eventsIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.events.map((event) => (
            <li key={event.title}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" heading={content.helpHeading} intro={content.helpIntro}>
        <FeatureGrid features={content.waysToHelp} accent="emerald" />
        <div className="mt-10 flex justify-center">
          <PageActionButton action={content.helpAction} />
        </div>
      </Section>

      <Section tone="muted" heading={content.tipsHeading} intro={content.tipsIntro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.tips.map((tip, index) => (
            <li key={tip.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 font-extrabold text-emerald-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="flex items-center gap-1.5 font-bold text-slate-900">
                  <Lightbulb aria-hidden="true" className="size-4 text-saffron-600" />
                  {tip.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{tip.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        heading={content.cta.heading}
        text={content.cta.text}
        actions={<CtaButtons actions={content.cta.actions} />}
      />
    </>
  );
}
