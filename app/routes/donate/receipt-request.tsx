/**
 * /donate/receipt, "Need an 80G receipt?" (issue 47): a donor gives their name as on PAN,
 * PAN, e-mail and address before paying by UPI, and is sent to their page with the code
 * for the payment's note (./receipt-code.tsx). The staff edit its words (Site content).
 */
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ReceiptRequestBlock } from "~/blocks/receipt-request/receipt-request-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentLoader } from "~/lib/page-document.server";
import { formPageDocumentHeaders, keepPageDataAfterSending, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { donationWords, pledgeAction } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/receipt-request";

export { pageDocumentMeta as meta } from "~/lib/meta";
export const headers = formPageDocumentHeaders;
export const loader = pageDocumentLoader("receiptRequest", ({ request }) => donationWords(request));
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = pledgeAction;
export const clientAction = keepPageOnNetworkFailure;
export const shouldRevalidate = keepPageDataAfterSending;
const components = { hero: HeroBlock, receiptRequest: ReceiptRequestBlock };

export default function ReceiptRequestPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
