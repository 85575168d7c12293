import type { ReactNode } from "react";
import { GovernmentModelCard, GovernmentPartnershipCard } from "~/components/partnerships/government-cards";
import { CardGridPanel } from "~/components/programmes/card-grid-panel";
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
      <CardGridPanel
        heading={content.typesHeading}
        description={content.typesIntro}
        items={content.models}
        itemKey={(model) => model.title}
        renderItem={(model) => <GovernmentModelCard model={model} />}
      />
    </>
  ),
  current: () => (
    <>
      <CardGridPanel
        heading={content.currentHeading}
        description={content.currentIntro}
        items={content.partnerships}
        itemKey={(partnership) => partnership.program}
        renderItem={(partnership) => <GovernmentPartnershipCard partnership={partnership} />}
      />
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
