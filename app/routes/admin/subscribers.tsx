/**
 * /admin/subscribers, the Subscribers tab: newsletter addresses, confirmed and
 * waiting, with search, delete and CSV. The search text and page are in the URL
 * (`?q=…&page=2`), so a view can be linked and reloaded; deleting is this route's
 * action, after which React Router reloads the list.
 */
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import type { SubscriberPage } from "#common/schemas/newsletter";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import {
  type SubscriberIntent,
  type SubscribersLoad,
  SubscribersPanel,
} from "~/components/admin/subscribers/subscribers-panel";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/subscribers";

const text = newsletterAdminMessages;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<SubscribersLoad> {
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const query = url.searchParams.get("q")?.trim();
  const search = new URLSearchParams({ page: String(page >= 1 ? page : 1), ...(query && { q: query }) });
  return loadData<SubscriberPage>(`/newsletter/subscribers?${search}`);
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await actionBody<SubscriberIntent>(request);
  return adminWrite(
    () => apiRequest(`/newsletter/subscribers/${encodeURIComponent(id)}`, { method: "DELETE", timeoutMs: 30_000 }),
    { success: text.removed, failure: (message) => message },
  );
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPanel load={loaderData} />;
}
