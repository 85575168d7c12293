import clsx from "clsx";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

export interface Fact {
  label: string;
  value: string;
  icon?: IconName;
}

/** Label and value pairs in a tinted box (duration, investment, stipend ...). */
export function FactList({
  facts,
  columns = 1,
  className,
}: {
  facts: readonly Fact[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <dl
      className={clsx(
        "grid gap-x-5 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm",
        columns === 2 && "sm:grid-cols-2",
        className,
      )}
    >
      {facts.map(({ label, value, icon }) => (
        <div key={label} className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {icon && <Icon name={icon} className="size-3.5 shrink-0 text-brand-600" />}
            {label}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
