import { ExpansionPanel, GeographicPanel, PartnershipPanel, ProgramPanel } from "~/components/reach/reach-panels";
import { StaticContent } from "~/components/ui/static-content";
import { Tabs } from "~/components/ui/tabs";
import { BlockSection } from "../block-section";
import type { RegionPanelsBlockData } from "./type";

export function RegionPanelsBlock({ block }: { block: RegionPanelsBlockData }) {
  const { geographic, program, expansion, partnership } = block;
  return (
    <BlockSection block={block}>
      <Tabs
        label={block.label}
        // Only the tabs are hydrated; the panels stay as the server drew them (decision 051).
        tabs={[
          {
            id: "geographic",
            label: geographic.tab,
            content: (
              <StaticContent>
                <GeographicPanel panel={geographic} />
              </StaticContent>
            ),
          },
          {
            id: "program",
            label: program.tab,
            content: (
              <StaticContent>
                <ProgramPanel panel={program} />
              </StaticContent>
            ),
          },
          {
            id: "expansion",
            label: expansion.tab,
            content: (
              <StaticContent>
                <ExpansionPanel panel={expansion} />
              </StaticContent>
            ),
          },
          {
            id: "partnership",
            label: partnership.tab,
            content: (
              <StaticContent>
                <PartnershipPanel panel={partnership} />
              </StaticContent>
            ),
          },
        ]}
      />
    </BlockSection>
  );
}
