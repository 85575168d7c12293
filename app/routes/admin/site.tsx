/**
 * /admin/site, the Site details tab (issue 41): loads the published details and
 * their history; saving and restoring are this route's action, after which React
 * Router loads them again (a new version opens a fresh editor).
 */
import { contentMessages } from "#common/messages/content";
import type { SiteDetailsHistoryView, SiteDetailsView } from "#common/schemas/site-details";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import {
  type SiteDetailsIntent,
  type SiteDetailsLoad,
  SiteDetailsTab,
} from "~/components/admin/site-details/site-details-tab";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/site";

export async function clientLoader(): Promise<SiteDetailsLoad> {
  try {
    const [view, history] = await Promise.all([
      apiRequest<{ data: SiteDetailsView }>("/site-details"),
      apiRequest<{ data: SiteDetailsHistoryView }>("/site-details/history"),
    ]);
    return { view: view.data, history: history.data, error: null };
  } catch (error) {
    return { view: null, history: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const intent = await actionBody<SiteDetailsIntent>(request);
  if (intent.intent === "restore") {
    return adminWrite(
      () =>
        apiRequest(`/site-details/history/${intent.restore}/restore`, {
          method: "POST",
          body: { version: intent.version },
        }),
      { success: contentMessages.restored(intent.restore), failure: (message) => message },
    );
  }
  return adminWrite(
    () => apiRequest("/site-details", { method: "PUT", body: { details: intent.details, version: intent.version } }),
    { success: contentMessages.saved, failure: (message) => message },
  );
}

export default function SiteDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <SiteDetailsTab load={loaderData} />;
}
