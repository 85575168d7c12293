import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";
import type { SectionFields } from "./section";

/** The page Section a block is drawn in: its tone, eyebrow, h2 and intro from the block's data. */
export function BlockSection({ block, children }: { block: SectionFields; children: ReactNode }) {
  return (
    <Section id={block.id} tone={block.tone} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {children}
    </Section>
  );
}
