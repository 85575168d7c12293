import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { CheckList } from "~/components/programmes/check-list";
import { contentIcons } from "~/components/programmes/content-icons";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { kitSteps } from "~/components/programmes/kit-steps";
import { PageActionButton } from "~/components/programmes/page-actions";
import { TabPanelHeading } from "~/components/programmes/tab-panel-heading";
import { ProcessSteps } from "~/components/ui/process-steps";
import { StatTiles } from "~/components/ui/stat-tiles";
import type { CardDesigns } from "~/content/card-types";
import { designFor } from "../card-designs";
import type { PanelPart } from "./type";

function CardsPart({ part, designs }: { part: Extract<PanelPart, { part: "cards" }>; designs: CardDesigns }) {
  return (
    <CardGridPanel
      heading={part.heading}
      description={part.description}
      icon={part.icon && contentIcons[part.icon]}
      columns={part.columns}
      {...designFor(designs, part.cards)}
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
          {part.headingLevel === 3 ? (
            <h3 className="mt-12 text-2xl font-extrabold tracking-tight text-slate-900">{part.heading}</h3>
          ) : (
            <h4 className="mt-12 text-xl font-extrabold text-slate-900">{part.heading}</h4>
          )}
          <FeatureGrid features={part.features} columns={part.columns} headingLevel={4} className="mt-6" />
        </>
      ) : (
        <FeatureGrid features={part.features} columns={part.columns} headingLevel={4} className="mt-8" />
      );
    case "textWithAside":
      return (
        <div className="grid gap-10 lg:grid-cols-5 lg:gap-14">
          <div className="lg:col-span-3">
            <TabPanelHeading heading={part.heading} />
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 lg:col-span-2 sm:p-8">
            <h3 className="text-lg font-bold text-slate-900">{part.aside.heading}</h3>
            <CheckList items={part.aside.points} className="mt-4 text-base" />
          </div>
        </div>
      );
    case "action":
      return (
        <div className="mt-10 flex justify-center">
          <PageActionButton action={part.action} />
        </div>
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
