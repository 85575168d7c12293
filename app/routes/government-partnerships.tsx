import type { ReactNode } from "react";
import { GovernmentModelCard, GovernmentPartnershipCard } from "~/components/partnerships/government-cards";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import { governmentPartnerships as content, type GovernmentTabId } from "~/content/government-partnerships";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("governmentPartnerships");
export const headers = staticPageHeaders;

const panels: Record<GovernmentTabId, () => ReactNode> = {
  types: () => (
    <>
      <TabPanelHeading heading={content.typesHeading} description={content.typesIntro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {content.models.map((model) => (
          <li key={model.title}>
            <GovernmentModelCard model={model} />
          </li>
        ))}
      </ul>
    </>
  ),
  current: () => (
    <>
      <TabPanelHeading heading={content.currentHeading} description={content.currentIntro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {content.partnerships.map((partnership) => (
          <li key={partnership.program}>
            <GovernmentPartnershipCard partnership={partnership} />
          </li>
        ))}
      </ul>
    </>
  ),
  advantages: () => (
    <>
      <TabPanelHeading heading={content.advantagesHeading} description={content.advantagesIntro} />
      <FeatureGrid features={content.advantages} columns={3} headingLevel={4} className="mt-8" />
    </>
  ),
  process: () => (
    <>
      <TabPanelHeading heading={content.processHeading} description={content.processIntro} />
      <ProcessSteps steps={kitSteps(content.steps)} className="mt-8" />
    </>
  ),
};

export default function GovernmentPartnershipsPage() {
  const page = pages.governmentPartnerships;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description} />

      <Section tone="white" heading={content.tabsHeading} intro={content.tabsIntro}>
        <Tabs
          label={content.tabsLabel}
          defaultTabId="types"
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
