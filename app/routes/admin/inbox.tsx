/**
 * /admin/inbox, the Inbox tab: what visitors send in, messages and applications,
 * each paged by its own URL parameter, both searched and filtered by the URL's
 * `q`, `kind`, `from` and `to` (a kind of one list loads that list only); marking
 * read or unread, keeping past its time (the legal hold, issue 42), deleting, and
 * deleting everything one person sent are this route's action.
 */
import { redirect } from "react-router";
import { inboxMessages } from "#common/messages/contact";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import {
  filtersOf,
  HOLD_KINDS,
  INBOX_LISTS,
  type InboxIntent,
  type InboxListName,
  listsFor,
  loadInboxPage,
  loadRolePositions,
  pageOf,
} from "~/components/admin/inbox/inbox-page";
import { InboxTab } from "~/components/admin/inbox/inbox-tab";
import {
  type ErasePersonIntent,
  erasePersonAction,
  isErasePersonIntent,
} from "~/components/admin/personal-data/personal-data";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { holdWrite } from "~/components/admin/shared/retention-hold";
import { inboxText } from "~/content/admin/inbox";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/inbox";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const shown = new Set(listsFor(filters.kind).map(({ list }) => list));
  const load = <T,>(list: InboxListName) =>
    shown.has(list) ? loadInboxPage<T>(list, pageOf(url, list), filters) : Promise.resolve(null);
  const [messages, applications, roles] = await Promise.all([
    load<ContactMessageView>("messages"),
    load<ApplicationView>("applications"),
    shown.has("applications") ? loadRolePositions() : undefined,
  ]);
  // The last item of the last page was deleted: show the page before it.
  for (const [list, loaded] of [
    ["messages", messages],
    ["applications", applications],
  ] as const) {
    const page = pageOf(url, list);
    if (loaded?.data?.items.length === 0 && page > 1) {
      url.searchParams.set(list, String(page - 1));
      throw redirect(`${url.pathname}${url.search}`);
    }
  }
  return { messages, applications, roles };
}

export function HydrateFallback() {
  return null;
}

const deleted: Record<InboxListName, string> = {
  messages: inboxMessages.messageDeleted,
  applications: inboxMessages.applicationDeleted,
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<InboxIntent | ErasePersonIntent>(request);
  if (isErasePersonIntent(body)) return erasePersonAction(body);
  if (body.intent === "hold") return holdWrite(HOLD_KINDS[body.list], body.id, body.held);
  const path = `${INBOX_LISTS[body.list]}/${encodeURIComponent(body.id)}`;
  if (body.intent === "read") {
    return adminWrite(() => apiRequest(path, { method: "PATCH", body: { read: body.read }, timeoutMs: 30_000 }), {
      failure: inboxText.failed,
    });
  }
  return adminWrite(() => apiRequest<{ message?: string }>(path, { method: "DELETE", timeoutMs: 30_000 }), {
    success: (answer) => answer.message ?? deleted[body.list],
    failure: inboxText.failed,
  });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxTab messages={loaderData.messages} applications={loaderData.applications} roles={loaderData.roles} />;
}
