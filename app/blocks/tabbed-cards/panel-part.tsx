import type { ReactNode } from "react";
import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { contentIcons } from "~/components/programmes/content-icons";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { kitSteps } from "~/components/programmes/kit-steps";
import { PageActionButton } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { ProcessSteps } from "~/components/ui/process-steps";
import { StatTiles } from "~/components/ui/stat-tiles";
import type { CardDesigns, PanelPart } from "./type";

function CardsPart({ part, designs }: { part: Extract<PanelPart, { part: "cards" }>; designs: CardDesigns }) {
  const design = designs[part.cards.card] as
    | { key: (item: unknown) => string; view: (item: unknown) => ReactNode }
    | undefined;
  if (!design) throw new Error(`No card design "${part.cards.card}" was given to this page's tabs`);
  return (
    <CardGridPanel
      heading={part.heading}
      description={part.description}
      icon={part.icon && contentIcons[part.icon]}
      items={part.cards.items as readonly unknown[]}
      columns={part.columns}
      itemKey={design.key}
      renderItem={design.view}
    />
  );
}

export function PanelPartView({ part, designs }: { part: PanelPart; designs: CardDesigns }) {
  switch (part.part) {
    case "cards":
      return <CardsPart part={part} designs={designs} />;
    case "heading":
      return <TabPanelHeading heading={part.heading} description={part.description} />;
    case "steps":
      return <ProcessSteps steps={kitSteps(part.steps)} className="mt-8" />;
    case "stats":
      return <StatTiles stats={part.stats} className="mt-8" />;
    case "features":
      return part.heading ? (
        <>
          <h4 className="mt-12 text-xl font-extrabold text-slate-900">{part.heading}</h4>
          <FeatureGrid features={part.features} columns={part.columns} headingLevel={4} className="mt-6" />
        </>
      ) : (
        <FeatureGrid features={part.features} columns={part.columns} headingLevel={4} className="mt-8" />
      );
    case "actions":
      return (
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {part.actions.map((action) => (
            <PageActionButton key={action.label} action={action} variant="secondary" />
          ))}
        </div>
      );
  }
}
