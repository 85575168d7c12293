import { StatTiles } from "~/components/ui/stat-tiles";
import { BlockSection } from "../block-section";
import type { StatsBlockData } from "./type";

export function StatsBlock({ block }: { block: StatsBlockData }) {
  return (
    <BlockSection block={block}>
      <StatTiles stats={block.stats} />
      {block.highlights && (
        <dl className="mt-8 flex flex-wrap justify-center gap-3">
          {block.highlights.map((item) => (
            <div
              key={item.label}
              className="flex items-baseline gap-2 rounded-full bg-white/10 px-5 py-2 ring-1 ring-white/15"
            >
              <dt className="text-sm text-brand-50">{item.label}</dt>
              <dd className="order-first text-lg font-extrabold text-saffron-300">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </BlockSection>
  );
}
