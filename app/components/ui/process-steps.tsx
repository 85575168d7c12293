import clsx from "clsx";
import { Icon } from "~/components/ui/icon";
import { useSectionTone } from "./section";
import { useUiKitText } from "./use-ui-kit-text";

export interface ProcessStep {
  title: string;
  description: string;
  duration?: string;
  items?: readonly string[];
}

const columns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

/** A numbered path of steps (1..n): number badge, h3 title, description, optional duration and checklist. */
export function ProcessSteps({ steps, className }: { steps: readonly ProcessStep[]; className?: string }) {
  const dark = useSectionTone() === "brand";
  const uiKitText = useUiKitText();
  return (
    <ol className={clsx("grid gap-6", columns[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={clsx(
            "relative flex flex-col rounded-2xl p-6",
            dark ? "bg-white/10 ring-1 ring-white/15" : "border border-slate-200 bg-white shadow-sm",
          )}
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-saffron-400 text-lg font-extrabold text-slate-950"
            >
              {index + 1}
            </span>
            <h3 className={clsx("text-lg font-bold", dark ? "text-white" : "text-slate-900")}>
              <span className="sr-only">
                {uiKitText.step} {index + 1}:{" "}
              </span>
              {step.title}
            </h3>
          </div>
          <p className={clsx("mt-3 leading-relaxed", dark ? "text-brand-100" : "text-slate-600")}>{step.description}</p>
          {step.duration && (
            <p
              className={clsx(
                "mt-3 inline-flex items-center gap-1.5 text-sm font-semibold",
                dark ? "text-saffron-300" : "text-brand-700",
              )}
            >
              <Icon name="clock" className="size-4" />
              {step.duration}
            </p>
          )}
          {step.items && step.items.length > 0 && (
            <ul className={clsx("mt-3 space-y-1.5 text-sm", dark ? "text-brand-50" : "text-slate-600")}>
              {step.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
