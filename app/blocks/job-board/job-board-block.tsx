import { JobBoard } from "~/components/careers/job-board";
import { useSite } from "~/lib/site";
import { BlockSection } from "../block-section";
import type { JobBoardBlockData } from "./type";

export function JobBoardBlock({ block }: { block: JobBoardBlockData }) {
  const site = useSite();
  return (
    <BlockSection block={block}>
      <JobBoard applyUrl={site.volunteerFormUrl} />
    </BlockSection>
  );
}
