/** /admin/jobs, the Jobs screen of the Site content tab (issue 41): the "job-openings" content document's screen. */

import { contentDocumentAction, loadContentDocument } from "~/components/admin/content-document/content-document-route";
import { ContentDocumentScreen } from "~/components/admin/content-document/content-document-screen";
import { jobsText } from "~/content/admin/content";
import type { Route } from "./+types/jobs";

export const clientLoader = () => loadContentDocument("job-openings");

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => contentDocumentAction("job-openings", request);

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentScreen name="job-openings" {...jobsText} load={loaderData} />;
}
