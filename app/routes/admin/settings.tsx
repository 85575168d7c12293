/**
 * /admin/settings, the Settings tab: the name shown as posts' author, and the
 * password change, both saved through this route's action; and how long visitors'
 * details are kept, what the nightly deletion will delete and did (issue 42), loaded
 * by this route's loader (again after each save), with the person's open sessions
 * (issue 45), one of which the action can end, and their two-step sign-in (new recovery
 * codes and turning it off are the action's too; setting it up is /admin/two-step).
 */

import { adminMessages } from "#common/messages/admin";
import type { AdminMe, SessionView } from "#common/schemas/auth";
import type { RetentionView } from "#common/schemas/retention";
import type { TwoStepStatusView } from "#common/schemas/two-step";
import { SettingsScreens } from "~/components/admin/settings/settings-screens";
import { type SettingsIntent, SettingsTab } from "~/components/admin/settings/settings-tab";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/settings";

export async function clientLoader() {
  const [retention, sessions, twoStep] = await Promise.all([
    loadData<RetentionView>("/retention"),
    loadData<SessionView[]>("/auth/sessions"),
    loadData<TwoStepStatusView>("/auth/two-step"),
  ]);
  return { retention, sessions, twoStep };
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, ...body } = await actionBody<SettingsIntent>(request);
  if (intent === "endSession" && "id" in body) {
    return adminWrite(
      () => apiRequest<{ message: string }>(`/auth/sessions/${encodeURIComponent(body.id)}`, { method: "DELETE" }),
      { success: (answer) => answer.message, failure: (message) => message },
    );
  }
  if ((intent === "newRecoveryCodes" || intent === "disableTwoStep") && "currentPassword" in body) {
    const path = intent === "newRecoveryCodes" ? "/auth/two-step/recovery-codes" : "/auth/two-step/disable";
    return adminWrite(
      () => apiRequest<{ message: string }>(path, { method: "POST", body: { currentPassword: body.currentPassword } }),
      { success: (answer) => answer.message, failure: (message) => message },
    );
  }
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
  return (
    <>
      <SettingsScreens />
      <SettingsTab retention={loaderData.retention} sessions={loaderData.sessions} twoStep={loaderData.twoStep} />
    </>
  );
}
