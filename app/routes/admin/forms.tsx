/**
 * /admin/forms, the Forms tab (spec 2.25): the form links from the dashboard's
 * load, the custom forms from this route's loader; saving and deleting either is
 * this route's action.
 */

import { formAdminMessages as messages } from "#common/messages/forms-admin";
import type { CustomFormSummary } from "#common/schemas/forms";
import type { FormsIntent } from "~/components/admin/forms/forms-intent";
import { FormsTab } from "~/components/admin/forms/forms-tab";
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
  const body = await actionBody<FormsIntent>(request);
  if (body.intent === "save-link") {
    const { id, link } = body;
    return adminWrite(
      () =>
        id
          ? apiRequest(`/external-forms/${encodeURIComponent(id)}`, { method: "PUT", body: link })
          : apiRequest("/external-forms", { method: "POST", body: link }),
      id
        ? { success: messages.linkToasts.updated, failure: messages.linkToasts.updateFailed }
        : { success: messages.linkToasts.added, failure: messages.linkToasts.addFailed },
    );
  }
  if (body.intent === "save-form") {
    const { id, form } = body;
    return adminWrite(
      () =>
        apiRequest(id ? `/custom-forms/${encodeURIComponent(id)}` : "/custom-forms", {
          method: id ? "PUT" : "POST",
          body: form,
        }),
      { success: id ? messages.builder.updated : messages.builder.created, failure: messages.builder.saveFailed },
    );
  }
  const { intent, id } = body;
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
