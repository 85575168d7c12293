/**
 * /admin/forms, the Forms tab (spec 2.25): the form links from the dashboard's
 * load, the custom forms from this route's loader; deleting either is this
 * route's action.
 */

import { formMessages as messages } from "#common/messages/forms";
import type { CustomFormSummary } from "#common/schemas/forms";
import { type FormsIntent, FormsTab } from "~/components/admin/forms/forms-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest, listOf } from "~/lib/api-client";
import type { Route } from "./+types/forms";

export async function clientLoader() {
  try {
    const answer = await apiRequest("/custom-forms", { timeoutMs: 30_000 });
    return { customForms: listOf<CustomFormSummary>(answer), loadError: "" };
  } catch (error) {
    // Shown in the custom forms' section with a Retry; the form links above still work.
    return { customForms: null, loadError: error instanceof Error ? error.message : String(error) };
  }
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, id } = await actionBody<FormsIntent>(request);
  const path = intent === "delete-link" ? "/external-forms" : "/custom-forms";
  const toasts =
    intent === "delete-link"
      ? { success: messages.linkToasts.deleted, failure: messages.linkToasts.deleteFailed }
      : { success: messages.builder.deleted, failure: messages.builder.deleteFailed };
  return adminWrite(
    () => apiRequest(`${path}/${encodeURIComponent(id)}`, { method: "DELETE", timeoutMs: 30_000 }),
    toasts,
  );
}

export default function Forms({ loaderData }: Route.ComponentProps) {
  return <FormsTab customForms={loaderData.customForms} loadError={loaderData.loadError} />;
}
