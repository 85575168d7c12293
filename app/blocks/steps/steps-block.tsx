import { kitSteps } from "~/components/programmes/kit-steps";
import { PageActionButton } from "~/components/programmes/page-actions";
import { ProcessSteps } from "~/components/ui/process-steps";
import { BlockSection } from "../block-section";
import type { StepsBlockData } from "./type";

export function StepsBlock({ block }: { block: StepsBlockData }) {
  const { callout } = block;
  return (
    <BlockSection block={block}>
      <ProcessSteps steps={kitSteps(block.steps)} />
      {callout && (
        <div className="mt-16 flex flex-col items-center justify-between gap-6 rounded-3xl border border-brand-200 bg-brand-50 p-8 text-center sm:p-10 lg:flex-row lg:text-left">
          <div className="max-w-2xl">
            <h3 className="text-2xl font-extrabold text-slate-900">{callout.heading}</h3>
            <p className="mt-2 text-slate-700">{callout.text}</p>
          </div>
          <PageActionButton action={callout.action} variant="secondary" className="shrink-0" />
        </div>
      )}
    </BlockSection>
  );
}
