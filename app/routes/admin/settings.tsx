/**
 * /admin/settings, the Settings tab: the name shown as posts' author, and the
 * password change, both saved through this route's action; and how long visitors'
 * details are kept, what the nightly deletion will delete and did (issue 42), loaded
 * by this route's loader (again after each save).
 */
import { adminMessages } from "#common/messages/admin";
import type { AdminMe } from "#common/schemas/auth";
import type { RetentionView } from "#common/schemas/retention";
import { type SettingsIntent, SettingsTab } from "~/components/admin/settings/settings-tab";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/settings";

export const clientLoader = () => loadData<RetentionView>("/retention");

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, ...body } = await actionBody<SettingsIntent>(request);
  if (intent === "authorName") {
    return adminWrite(() => apiRequest<{ data: AdminMe }>("/auth/author-name", { method: "PUT", body }), {
      success: adminMessages.profile.authorNameSaved,
      failure: (message) => message,
    });
  }
  return adminWrite(() => apiRequest<{ message: string }>("/auth/password", { method: "PUT", body }), {
    success: (answer) => answer.message,
    failure: (message) => message,
  });
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsTab retention={loaderData} />;
}
