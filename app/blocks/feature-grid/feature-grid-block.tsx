import { FeatureGrid } from "~/components/programmes/feature-grid";
import { PageActionButton } from "~/components/programmes/page-actions";
import { BlockSection } from "../block-section";
import type { FeatureGridBlockData } from "./type";

export function FeatureGridBlock({ block }: { block: FeatureGridBlockData }) {
  return (
    <BlockSection block={block}>
      <FeatureGrid features={block.features} columns={block.columns} accent={block.accent} large={block.large} />
      {block.action && (
        <div className="mt-10 flex justify-center">
          <PageActionButton action={block.action} />
        </div>
      )}
    </BlockSection>
  );
}
