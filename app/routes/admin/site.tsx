/** /admin/site, the Site details screen of the Site content tab (issue 41): the "site-details" content document's screen. */

import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { siteDetailsText } from "~/content/admin/content";
import type { Route } from "./+types/site";

export const clientLoader = () => loadContentDocument("site-details");

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => contentDocumentAction("site-details", request);

export default function SiteDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentScreen name="site-details" {...siteDetailsText} load={loaderData} />;
}
