/** /admin/faqs, the FAQs screen of the Site content tab (issue 41): the "faqs" content document's screen. */

import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { faqsText } from "~/content/admin/content";
import type { Route } from "./+types/faqs";

export const clientLoader = () => loadContentDocument("faqs");

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => contentDocumentAction("faqs", request);

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentScreen name="faqs" {...faqsText} load={loaderData} />;
}
