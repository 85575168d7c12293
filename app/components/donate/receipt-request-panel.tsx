import type { ReceiptRequestBlockData } from "~/blocks/receipt-request/type";
import { Panel } from "~/components/contact-forms/panel";
import { Section } from "~/components/ui/section";
import { useSite } from "~/lib/site";
import { ReceiptRequestForm } from "./receipt-request-form";

/**
 * "Need an 80G receipt?": the request form in a panel, its heading and introduction the
 * block's. Drawn by its page, not by RenderBlocks (routes/contact/donation-receipt.tsx).
 */
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
