import clsx from "clsx";
import { type Tone, useSectionTone } from "./section";

export interface Stat {
  value: string;
  label: string;
  description?: string;
}

const columns: Record<number, string> = {
  1: "sm:grid-cols-1",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** Headline figures as a grid of tiles (a description list: label, then big value). */
export function StatTiles({ stats, tone, className }: { stats: readonly Stat[]; tone?: Tone; className?: string }) {
  const contextTone = useSectionTone();
  const dark = (tone ?? contextTone) === "brand";
  return (
    <dl
      className={clsx(
        "grid grid-cols-2 gap-3 sm:gap-5",
        columns[Math.min(stats.length, 4)] ?? "sm:grid-cols-2 lg:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={clsx(
            "flex flex-col rounded-2xl p-4 text-center sm:p-6",
            dark ? "bg-white/10 ring-1 ring-white/15" : "bg-white shadow-sm ring-1 ring-slate-200",
          )}
        >
          <dt className={clsx("text-sm font-semibold sm:text-base", dark ? "text-brand-50" : "text-slate-800")}>
            {stat.label}
          </dt>
          <dd
            className={clsx(
              "order-first text-3xl font-extrabold tracking-tight sm:text-4xl",
              dark ? "text-saffron-300" : "text-brand-700",
            )}
          >
            {stat.value}
          </dd>
          {stat.description && (
            <dd className={clsx("mt-1 text-xs leading-snug sm:text-sm", dark ? "text-brand-100" : "text-slate-500")}>
              {stat.description}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
