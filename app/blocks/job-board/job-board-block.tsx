import { JobBoard } from "~/components/careers/job-board";
import { BlockSection } from "../block-section";
import type { JobBoardBlockData } from "./type";

export function JobBoardBlock({ block }: { block: JobBoardBlockData }) {
  return (
    <BlockSection block={block}>
      <JobBoard openings={block.openings ?? []} words={block} />
    </BlockSection>
  );
}
