/** /admin/navigation, the Navigation screen of the Site content tab (issue 41): the header's menu and the footer's lists. */

import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { navigationText } from "~/content/admin/content";
import type { Route } from "./+types/navigation";

export const clientLoader = () => loadContentDocument("navigation");

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => contentDocumentAction("navigation", request);

export default function NavigationRoute({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentScreen name="navigation" {...navigationText} load={loaderData} />;
}
