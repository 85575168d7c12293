import { WomenIllustration } from "~/components/programmes/women-illustration";
import { Section, SectionHeading } from "~/components/ui/section";
import type { WomenIllustrationBlockData } from "./type";

export function WomenIllustrationBlock({ block }: { block: WomenIllustrationBlockData }) {
  return (
    <Section tone="white">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading heading={block.heading} intro={block.intro} align="left" />
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {block.pillars.map((pillar) => (
              <div key={pillar.label} className="rounded-2xl bg-saffron-50 p-5 ring-1 ring-saffron-100">
                <dt className="text-xl font-extrabold text-saffron-800">{pillar.label}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-slate-700">{pillar.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <WomenIllustration label={block.alt} className="mx-auto w-full max-w-lg" />
      </div>
    </Section>
  );
}
