import { kitSteps } from "~/components/programmes/kit-steps";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import type { StepsBlockData } from "./type";

export function StepsBlock({ block }: { block: StepsBlockData }) {
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro}>
      <ProcessSteps steps={kitSteps(block.steps)} />
    </Section>
  );
}
