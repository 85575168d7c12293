import { Timeline } from "~/components/about/timeline";
import { BlockSection } from "../block-section";
import type { TimelineBlockData } from "./type";

export function TimelineBlock({ block }: { block: TimelineBlockData }) {
  return (
    <BlockSection block={block}>
      <Timeline items={block.items} />
    </BlockSection>
  );
}
