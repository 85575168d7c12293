import { EducationIllustration } from "~/components/programmes/education-illustration";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import type { EducationIllustrationBlockData } from "./type";

export function EducationIllustrationBlock({ block }: { block: EducationIllustrationBlockData }) {
  return (
    <Section tone="white">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <EducationIllustration label={block.alt} className="mx-auto w-full max-w-lg drop-shadow-sm" />
        <div>
          <SectionHeading heading={block.heading} align="left" />
          <StatTiles stats={block.stats} className="mt-8 lg:grid-cols-2!" />
        </div>
      </div>
    </Section>
  );
}
