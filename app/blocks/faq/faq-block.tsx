import { CtaButtons } from "~/components/programmes/page-actions";
import { Accordion } from "~/components/ui/accordion";
import { Icon } from "~/components/ui/icon";
import { BlockSection } from "../block-section";
import type { FaqBlockData } from "./type";

export function FaqBlock({ block }: { block: FaqBlockData }) {
  const { help } = block;
  return (
    <BlockSection block={block}>
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1fr_20rem]">
        <Accordion
          items={(block.items ?? []).map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
        />
        <aside className="h-fit rounded-2xl bg-brand-800 p-6 text-white lg:sticky lg:top-24">
          <Icon name="message-circle-question-mark" className="size-10 text-saffron-300" />
          <h2 className="mt-4 text-xl font-bold">{help.heading}</h2>
          <p className="mt-2 text-brand-100">{help.text}</p>
          <div className="mt-6 flex flex-col gap-3">
            <CtaButtons actions={help.actions} />
          </div>
        </aside>
      </div>
    </BlockSection>
  );
}
