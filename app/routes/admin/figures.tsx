/** /admin/figures, the Figures screen of the Site content tab (issue 41): the headline figures other texts cite by name. */

import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { figuresText } from "~/content/admin/content";
import type { Route } from "./+types/figures";

export const clientLoader = () => loadContentDocument("figures");

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => contentDocumentAction("figures", request);

export default function FiguresRoute({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentScreen name="figures" {...figuresText} load={loaderData} />;
}
