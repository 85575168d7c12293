/**
 * /admin/reports, the Reports and accounts screen of the Site content tab (issue 47): the
 * annual reports and audited accounts /transparency lists. Uploading and replacing send
 * their PDF with progress from the screen itself; removing one is this route's action.
 */
import type { TransparencyDocumentView } from "#common/schemas/transparency-documents";
import { type ReportIntent, ReportsScreen } from "~/components/admin/reports/reports-screen";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { reportsText as text } from "~/content/admin/reports";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/reports";

export const clientLoader = () => loadData<TransparencyDocumentView[]>("/transparency-documents");

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await actionBody<ReportIntent>(request);
  return adminWrite(
    () =>
      apiRequest<{ message?: string }>(`/transparency-documents/${encodeURIComponent(id)}`, {
        method: "DELETE",
        timeoutMs: 30_000,
      }),
    { success: (answer) => answer.message, failure: text.removeFailed },
  );
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen load={loaderData} />;
}
