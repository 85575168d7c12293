import { FeatureGrid } from "~/components/programmes/feature-grid";
import { PageActionButton } from "~/components/programmes/page-actions";
import { Section } from "~/components/ui/section";
import type { FeatureGridBlockData } from "./type";

export function FeatureGridBlock({ block }: { block: FeatureGridBlockData }) {
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro}>
      <FeatureGrid features={block.features} accent={block.accent} />
      {block.action && (
        <div className="mt-10 flex justify-center">
          <PageActionButton action={block.action} />
        </div>
      )}
    </Section>
  );
}
