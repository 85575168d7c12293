import { ExpansionPanel, GeographicPanel, PartnershipPanel, ProgramPanel } from "~/components/reach/reach-panels";
import { Section } from "~/components/ui/section";
import { StaticContent } from "~/components/ui/static-content";
import { Tabs } from "~/components/ui/tabs";
import type { RegionPanelsBlockData } from "./type";

export function RegionPanelsBlock({ block }: { block: RegionPanelsBlockData }) {
  const { tabs } = block;
  return (
    <Section tone="muted" eyebrow={block.eyebrow} heading={block.heading}>
      <Tabs
        label={block.label}
        // Only the tabs are hydrated; the panels stay as the server drew them (decision 051).
        tabs={[
          {
            id: "geographic",
            label: tabs.geographic,
            content: (
              <StaticContent>
                <GeographicPanel />
              </StaticContent>
            ),
          },
          {
            id: "program",
            label: tabs.program,
            content: (
              <StaticContent>
                <ProgramPanel />
              </StaticContent>
            ),
          },
          {
            id: "expansion",
            label: tabs.expansion,
            content: (
              <StaticContent>
                <ExpansionPanel />
              </StaticContent>
            ),
          },
          {
            id: "partnership",
            label: tabs.partnership,
            content: (
              <StaticContent>
                <PartnershipPanel />
              </StaticContent>
            ),
          },
        ]}
      />
    </Section>
  );
}
