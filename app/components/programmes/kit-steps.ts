import type { ProcessStep as KitStep } from "~/components/ui/process-steps";
import type { ProcessStep } from "~/content/display-types";

/** Content process steps in the shape the shared ProcessSteps component takes. */
export const kitSteps = (steps: readonly ProcessStep[]): KitStep[] =>
  steps.map((s) => ({ title: s.title, description: s.description, duration: s.duration, items: s.activities }));
