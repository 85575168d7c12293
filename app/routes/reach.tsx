import { ExpansionPanel, GeographicPanel, PartnershipPanel, ProgramPanel } from "~/components/reach/reach-panels";
import { Button, ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { href, pages } from "~/content/pages";
import { reach } from "~/content/reach";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("reach");
export const headers = staticPageHeaders;

export default function ReachPage() {
  const { hero, tabs, buttons, cta } = reach;
  return (
    <>
      <PageHero heading={pages.reach.heading} eyebrow={hero.eyebrow} intro={hero.intro}>
        <StatTiles stats={reach.stats} tone="brand" />
      </PageHero>

      <Section tone="muted" eyebrow={reach.explore.eyebrow} heading={reach.explore.heading}>
        <Tabs
          label={reach.tabsLabel}
          tabs={[
            { id: "geographic", label: tabs.geographic, content: <GeographicPanel /> },
            { id: "program", label: tabs.program, content: <ProgramPanel /> },
            { id: "expansion", label: tabs.expansion, content: <ExpansionPanel /> },
            { id: "partnership", label: tabs.partnership, content: <PartnershipPanel /> },
          ]}
        />
      </Section>

      <CtaBand
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{buttons.partnerWithUs}</ButtonLink>
            <Button variant="light">{buttons.becomePartner}</Button>
            <Button variant="light">{buttons.viewOpportunities}</Button>
          </>
        }
      />
    </>
  );
}
