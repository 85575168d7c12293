import { contentIcons } from "~/components/programmes/content-icons";
import { PageActionButton } from "~/components/programmes/page-actions";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { SpotlightBlockData } from "./type";

export function SpotlightBlock({ block }: { block: SpotlightBlockData }) {
  const iconName = contentIcons[block.icon];
  return (
    <Section tone="white">
      <article className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-saffron-50 to-brand-50 p-8 ring-1 ring-saffron-200 sm:p-12 lg:grid-cols-[auto_1fr_auto]">
        <span className="flex size-20 items-center justify-center rounded-2xl bg-white text-saffron-700 shadow-sm">
          <Icon name={iconName} className="size-10" />
        </span>
        <div>
          <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">{block.eyebrow}</p>
          <h2 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{block.heading}</h2>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">{block.text}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {block.points.map((point) => (
              <li
                key={point}
                className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
              >
                {point}
              </li>
            ))}
          </ul>
        </div>
        <PageActionButton action={block.action} />
      </article>
    </Section>
  );
}
