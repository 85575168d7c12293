/**
 * /admin/audit, the Administrator's Audit log screen, in the Settings tab (issue 45): the entries newest
 * first, a page at a time, filtered by person, what they were about and days; the
 * filters and the page are in the URL (`?actor=…&targetKind=…&from=…&to=…&page=2`), so
 * a view can be linked and reloaded, and the CSV holds what the filters match.
 */

import type { AuditPageView, StaffAccountView } from "#common/schemas/staff";
import { SettingsScreens } from "~/components/admin/settings/settings-screens";
import { loadData } from "~/components/admin/shared/admin-load";
import { AuditLog } from "~/components/admin/staff/audit-log";
import type { Route } from "./+types/audit";

/** The URL's filters that the API takes, as they are. */
export const AUDIT_FILTERS = ["actor", "targetKind", "targetId", "action", "from", "to"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of [...AUDIT_FILTERS, "page"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const [entries, staff] = await Promise.all([
    loadData<AuditPageView>(`/audit?${query}`),
    loadData<StaffAccountView[]>("/staff"),
  ]);
  return { entries, staff: staff.data ?? [], query: query.toString() };
}

export function HydrateFallback() {
  return null;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsScreens />
      <AuditLog {...loaderData} />
    </>
  );
}
