import { StaticContent } from "~/components/ui/static-content";
import { Tabs } from "~/components/ui/tabs";
import type { CardDesigns } from "~/content/card-types";
import { BlockSection } from "../block-section";
import { PanelPartView } from "./panel-part";
import type { TabbedCardsBlockData } from "./type";

/** The tabbed-cards block drawing its cards with the given designs (see `CardDesigns`). */
export const tabbedCardsBlock = (designs: CardDesigns) =>
  function TabbedCardsBlock({ block }: { block: TabbedCardsBlockData }) {
    return (
      <BlockSection block={block}>
        <Tabs
          label={block.label}
          defaultTabId={block.defaultTabId}
          className="text-center"
          tabs={block.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            // Only the tabs are hydrated; a panel's cards stay as the server drew them (decision 051).
            content: (
              <StaticContent>
                <div className="text-left">
                  {tab.parts.map((part, index) => (
                    // A panel's parts are fixed data, never reordered: their position is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: static list
                    <PanelPartView key={index} part={part} designs={designs} />
                  ))}
                </div>
              </StaticContent>
            ),
          }))}
        />
      </BlockSection>
    );
  };
