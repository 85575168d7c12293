import { OfficeHours } from "~/components/contact-forms/office-hours";
import { Panel } from "~/components/contact-forms/panel";
import { Accordion } from "~/components/ui/accordion";
import { BlockSection } from "../block-section";
import type { FaqAndHoursBlockData } from "./type";

export function FaqAndHoursBlock({ block }: { block: FaqAndHoursBlockData }) {
  const { hours } = block;
  return (
    <BlockSection block={block}>
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <Accordion
          items={block.items.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
        />
        <Panel heading={hours.heading} className="h-fit">
          <OfficeHours labels={hours} sunday={{ label: hours.sunday, closed: hours.closed }} />
        </Panel>
      </div>
    </BlockSection>
  );
}
