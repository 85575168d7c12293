import { Icon } from "~/components/ui/icon";
import { BlockSection } from "../block-section";
import type { TipsBlockData } from "./type";

export function TipsBlock({ block }: { block: TipsBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.tips.map((tip, index) => (
          <li key={tip.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 font-extrabold text-emerald-700"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="flex items-center gap-1.5 font-bold text-slate-900">
                <Icon name="lightbulb" className="size-4 text-saffron-600" />
                {tip.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{tip.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
