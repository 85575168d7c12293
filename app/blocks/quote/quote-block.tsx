import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon } from "~/components/ui/icon";
import { initialsOf } from "~/components/ui/profile-card";
import { BlockSection } from "../block-section";
import type { QuoteBlockData } from "./type";

export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <BlockSection block={block}>
      <figure className="relative mx-auto max-w-4xl rounded-3xl bg-brand-50 p-8 sm:p-12">
        <Icon name="quote" className="size-10 text-saffron-500" />
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-lg font-extrabold text-white"
          >
            {initialsOf(block.name)}
          </span>
          <span>
            <span className="block font-bold text-slate-900">{block.name}</span>
            <span className="block text-brand-700">{block.role}</span>
          </span>
          <ArrowLink to={block.link.to} className="sm:ml-auto">
            {block.link.label}
          </ArrowLink>
        </figcaption>
      </figure>
    </BlockSection>
  );
}
