import type { ReactNode } from "react";
import { PartnerCard } from "~/components/partnerships/partner-card";
import { PartnershipTypeCard } from "~/components/partnerships/partnership-type-card";
import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons, PageActionButton } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { type CorporateTabId, corporatePartnerships as content } from "~/content/corporate-partnerships";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("corporatePartnerships");
export const headers = staticPageHeaders;

const panels: Record<CorporateTabId, () => ReactNode> = {
  types: () => (
    <>
      <CardGridPanel
        heading={content.typesHeading}
        description={content.typesIntro}
        items={content.types}
        itemKey={(type) => type.title}
        renderItem={(type) => <PartnershipTypeCard type={type} />}
      />
    </>
  ),
  partners: () => (
    <>
      <CardGridPanel
        heading={content.partnersHeading}
        description={content.partnersIntro}
        items={content.partners}
        columns={3}
        itemKey={(partner) => partner.name}
        renderItem={(partner) => <PartnerCard partner={partner} />}
      />
    </>
  ),
  process: () => (
    <>
      <TabPanelHeading heading={content.processHeading} description={content.processIntro} />
      <ProcessSteps steps={kitSteps(content.steps)} className="mt-8" />
    </>
  ),
  metrics: () => (
    <>
      <TabPanelHeading heading={content.metricsHeading} description={content.metricsIntro} />
      <StatTiles stats={content.metrics} className="mt-8" />
      <h4 className="mt-12 text-xl font-extrabold text-slate-900">{content.reportingHeading}</h4>
      <FeatureGrid features={content.reporting} columns={3} headingLevel={4} className="mt-6" />
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        {content.metricsActions.map((action) => (
          <PageActionButton key={action.label} action={action} variant="secondary" />
        ))}
      </div>
    </>
  ),
};

export default function CorporatePartnershipsPage() {
  const page = pages.corporatePartnerships;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description}>
        <h2 className="sr-only">{content.statsHeading}</h2>
        <StatTiles stats={content.stats} tone="brand" />
      </PageHero>

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
