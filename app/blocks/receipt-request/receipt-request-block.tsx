import { Panel } from "~/components/contact-forms/panel";
import { ReceiptRequestForm } from "~/components/donate/receipt-request-form";
import { Section } from "~/components/ui/section";
import { useSite } from "~/lib/site";
import type { ReceiptRequestBlockData } from "./type";

/** "Need an 80G receipt?": the request form in a panel, its heading and introduction the block's. */
export function ReceiptRequestBlock({ block }: { block: ReceiptRequestBlockData }) {
  // Gifts from foreign citizens only with an FCRA registration (Site details).
  const acceptsForeignGifts = Boolean(useSite().registrations?.fcra);
  return (
    <Section>
      <Panel heading={block.form.heading} intro={block.form.intro} className="mx-auto max-w-3xl">
        <ReceiptRequestForm text={block.form} acceptsForeignGifts={acceptsForeignGifts} />
      </Panel>
    </Section>
  );
}
