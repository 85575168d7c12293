/**
 * /admin/staff, the Administrator's Staff screen, in the Settings tab (issue 45): the accounts, a form to
 * invite someone, and for each person their role, disable or enable, remove, and a
 * new invitation link. Every write is this route's action; React Router then reloads
 * the list.
 */

import type { StaffAccountView } from "#common/schemas/staff";
import { SettingsScreens } from "~/components/admin/settings/settings-screens";
import { loadData } from "~/components/admin/shared/admin-load";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { type StaffIntent, StaffTab } from "~/components/admin/staff/staff-tab";
import { staffText as text } from "~/content/admin/staff";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/staff";

export async function clientLoader() {
  return loadData<StaffAccountView[]>("/staff");
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<StaffIntent>(request);
  const messages = { success: (answer: { message?: string }) => answer.message, failure: text.failed };
  const write = <T extends { message?: string }>(
    path: string,
    method: "POST" | "PATCH" | "DELETE",
    payload?: unknown,
  ) => adminWrite(() => apiRequest<T>(path, { method, body: payload, timeoutMs: 30_000 }), messages);
  const path = `/staff/${encodeURIComponent("id" in body ? body.id : "")}`;
  switch (body.intent) {
    case "invite":
      return write("/staff", "POST", body.invite);
    case "reinvite":
      return write(`${path}/invitation`, "POST");
    case "role":
      return write(path, "PATCH", { role: body.role });
    case "disable":
    case "enable":
      return write(path, "PATCH", { disabled: body.intent === "disable" });
    case "remove":
      return write(path, "DELETE");
    case "resetTwoStep":
      return write(`${path}/two-step`, "DELETE");
  }
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsScreens />
      <StaffTab load={loaderData} />
    </>
  );
}
