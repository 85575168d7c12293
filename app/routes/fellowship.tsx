import type { ReactNode } from "react";
import { CheckList } from "~/components/programmes/check-list";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { FellowshipProgrammeCard } from "~/components/programmes/fellowship-programme-card";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons, PageActionButton } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { ProfileCard } from "~/components/ui/profile-card";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { type FellowshipTabId, fellowship } from "~/content/fellowship";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("fellowship");
export const headers = staticPageHeaders;

function Overview() {
  const { overview } = fellowship;
  return (
    <div className="text-left">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-3">
          <TabPanelHeading heading={overview.heading} />
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 lg:col-span-2 sm:p-8">
          <h3 className="text-lg font-bold text-slate-900">{overview.whoHeading}</h3>
          <CheckList items={overview.who} className="mt-4 text-base" />
        </div>
      </div>
      <h3 className="mt-12 text-2xl font-extrabold tracking-tight text-slate-900">{overview.gainHeading}</h3>
      <FeatureGrid features={overview.gains} headingLevel={4} className="mt-6" />
    </div>
  );
}

const panels: Record<FellowshipTabId, () => ReactNode> = {
  overview: () => <Overview />,
  programs: () => (
    <div className="text-left">
      <TabPanelHeading heading={fellowship.programsHeading} description={fellowship.programsIntro} />
      <ul className="mt-8 grid gap-6 lg:grid-cols-2">
        {fellowship.programmes.map((programme) => (
          <li key={programme.title}>
            <FellowshipProgrammeCard programme={programme} />
          </li>
        ))}
      </ul>
    </div>
  ),
  process: () => (
    <div className="text-left">
      <TabPanelHeading heading={fellowship.processHeading} description={fellowship.processIntro} />
      <ProcessSteps steps={kitSteps(fellowship.steps)} className="mt-8" />
      <div className="mt-10 flex justify-center">
        <PageActionButton action={fellowship.applyAction} />
      </div>
    </div>
  ),
  alumni: () => (
    <div className="text-left">
      <TabPanelHeading heading={fellowship.alumniHeading} description={fellowship.alumniIntro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {fellowship.alumni.map((alumnus) => (
          <li key={alumnus.name}>
            <ProfileCard
              name={alumnus.name}
              role={alumnus.currentRole}
              bio={alumnus.story}
              tags={[alumnus.fellowship]}
              achievements={alumnus.achievements}
            />
          </li>
        ))}
      </ul>
    </div>
  ),
};

export default function FellowshipPage() {
  const page = pages.fellowship;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={fellowship.eyebrow} intro={page.description}>
        <StatTiles stats={fellowship.stats} tone="brand" />
      </PageHero>

      <Section tone="white" heading={fellowship.tabsHeading} intro={fellowship.tabsIntro}>
        <Tabs
          label={fellowship.tabsLabel}
          defaultTabId="overview"
          className="text-center"
          tabs={fellowship.tabs.map((tab) => ({ id: tab.id, label: tab.label, content: panels[tab.id]() }))}
        />
      </Section>

      <CtaBand
        heading={fellowship.cta.heading}
        text={fellowship.cta.text}
        actions={<CtaButtons actions={fellowship.cta.actions} />}
      />
    </>
  );
}
