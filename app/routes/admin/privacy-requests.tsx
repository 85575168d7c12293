/**
 * /admin/inbox/requests, in the Inbox tab (issue 42): the requests about personal
 * data the staff record, with their 30-day deadlines. Recording, answering,
 * reopening and removing one, and deleting a person's data from its dialog, are
 * this route's action.
 */
import type { PrivacyRequestList } from "#common/schemas/privacy-requests";
import {
  type ErasePersonIntent,
  erasePersonAction,
  isErasePersonIntent,
} from "~/components/admin/personal-data/personal-data";
import {
  type PrivacyRequestIntent,
  PrivacyRequestsPanel,
} from "~/components/admin/privacy-requests/privacy-requests-panel";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { privacyRequestsText as text } from "~/content/admin/privacy-requests";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/privacy-requests";

export async function clientLoader() {
  return loadData<PrivacyRequestList>("/privacy-requests");
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<PrivacyRequestIntent | ErasePersonIntent>(request);
  if (isErasePersonIntent(body)) return erasePersonAction(body);
  const messages = { success: (answer: { message?: string }) => answer.message, failure: text.failed };
  if (body.intent === "record") {
    return adminWrite(
      () =>
        apiRequest<{ message?: string }>("/privacy-requests", {
          method: "POST",
          body: body.request,
          timeoutMs: 30_000,
        }),
      messages,
    );
  }
  const path = `/privacy-requests/${encodeURIComponent(body.id)}`;
  if (body.intent === "remove") {
    return adminWrite(() => apiRequest<{ message?: string }>(path, { method: "DELETE", timeoutMs: 30_000 }), messages);
  }
  const answered = body.intent === "answer";
  return adminWrite(
    () => apiRequest<{ message?: string }>(path, { method: "PATCH", body: { answered }, timeoutMs: 30_000 }),
    messages,
  );
}

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  return <PrivacyRequestsPanel load={loaderData} />;
}
