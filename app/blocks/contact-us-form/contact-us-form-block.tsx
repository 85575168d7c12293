import { ContactDetails, MapPlaceholder } from "~/components/contact-forms/contact-details";
import { ContactUsForm } from "~/components/contact-forms/contact-us-form";
import { Panel } from "~/components/contact-forms/panel";
import { Section } from "~/components/ui/section";
import type { ContactUsFormBlockData } from "./type";

export function ContactUsFormBlock({ block }: { block: ContactUsFormBlockData }) {
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:gap-8">
        <div className="space-y-6">
          <Panel heading={block.details.heading}>
            <ContactDetails words={block.details} />
          </Panel>
          <MapPlaceholder words={block.map} />
        </div>
        <Panel heading={block.form.heading} intro={block.form.intro}>
          <ContactUsForm text={block.form} />
        </Panel>
      </div>
    </Section>
  );
}
