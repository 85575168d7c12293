import { CtaButtons } from "~/components/programmes/page-actions";
import { CtaBand } from "~/components/ui/cta-band";
import type { CtaBlockData } from "./type";

export function CtaBlock({ block }: { block: CtaBlockData }) {
  return (
    <CtaBand
      flushTop={block.flushTop}
      heading={block.heading}
      text={block.text}
      actions={<CtaButtons actions={block.actions} />}
    />
  );
}
