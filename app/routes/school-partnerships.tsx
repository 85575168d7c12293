import type { ReactNode } from "react";
import { SchoolProgrammeCard, SchoolStoryCard } from "~/components/partnerships/school-cards";
import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { pages } from "~/content/pages";
import { schoolPartnerships as content, type SchoolTabId } from "~/content/school-partnerships";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("schoolPartnerships");
export const headers = staticPageHeaders;

const panels: Record<SchoolTabId, () => ReactNode> = {
  overview: () => (
    <>
      <TabPanelHeading heading={content.overview.heading} description={content.overview.intro} />
      <StatTiles stats={content.overview.stats} className="mt-8" />
      <h4 className="mt-12 text-xl font-extrabold text-slate-900">{content.overview.reasonsHeading}</h4>
      <FeatureGrid features={content.overview.reasons} headingLevel={4} className="mt-6" />
    </>
  ),
  programs: () => (
    <>
      <CardGridPanel
        heading={content.programsHeading}
        description={content.programsIntro}
        items={content.programs}
        itemKey={(programme) => programme.title}
        renderItem={(programme) => <SchoolProgrammeCard programme={programme} />}
      />
    </>
  ),
  stories: () => (
    <>
      <CardGridPanel
        heading={content.storiesHeading}
        description={content.storiesIntro}
        items={content.stories}
        itemKey={(story) => story.school}
        renderItem={(story) => <SchoolStoryCard story={story} />}
      />
    </>
  ),
  process: () => (
    <>
      <TabPanelHeading heading={content.processHeading} description={content.processIntro} />
      <ProcessSteps steps={kitSteps(content.steps)} className="mt-8" />
    </>
  ),
};

export default function SchoolPartnershipsPage() {
  const page = pages.schoolPartnerships;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description} />

      <Section tone="white" heading={content.tabsHeading} intro={content.tabsIntro}>
        <Tabs
          label={content.tabsLabel}
          defaultTabId="overview"
          className="text-center"
          tabs={content.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: <div className="text-left">{panels[tab.id]()}</div>,
          }))}
        />
      </Section>

      <CtaBand
        heading={content.cta.heading}
        text={content.cta.text}
        actions={<CtaButtons actions={content.cta.actions} />}
      />
    </>
  );
}
