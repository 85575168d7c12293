import { ExpansionPanel, GeographicPanel, PartnershipPanel, ProgramPanel } from "~/components/reach/reach-panels";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import type { RegionPanelsBlockData } from "./type";

export function RegionPanelsBlock({ block }: { block: RegionPanelsBlockData }) {
  const { tabs } = block;
  return (
    <Section tone="muted" eyebrow={block.eyebrow} heading={block.heading}>
      <Tabs
        label={block.label}
        tabs={[
          { id: "geographic", label: tabs.geographic, content: <GeographicPanel /> },
          { id: "program", label: tabs.program, content: <ProgramPanel /> },
          { id: "expansion", label: tabs.expansion, content: <ExpansionPanel /> },
          { id: "partnership", label: tabs.partnership, content: <PartnershipPanel /> },
        ]}
      />
    </Section>
  );
}
