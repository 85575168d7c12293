import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { WhoWeAreBlockData } from "./type";

export function WhoWeAreBlock({ block }: { block: WhoWeAreBlockData }) {
  return (
    <Section tone="white" align="left">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">{block.eyebrow}</p>
          <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {block.heading}
          </h2>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
          <ArrowLink to={block.link.to} className="mt-6">
            {block.link.label}
          </ArrowLink>
        </div>
        <ul className="grid content-center gap-4">
          {block.pillars.map((pillar) => (
            <li key={pillar.title} className="flex gap-4 rounded-2xl bg-brand-50 p-6">
              <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-bold text-slate-900">{pillar.title}</h3>
                <p className="mt-1 text-slate-600">{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
