/**
 * What the dashboard loads (spec 4 and 8), as the dashboard route's client
 * loader: the health check, then the session (/auth/me, and /auth/session: the role's
 * permissions, issue 45) with the form links and the Overview's counts of posts and
 * gallery items in parallel. The posts and the gallery are never loaded whole (issue
 * 46): their tabs load one page at a time (paged-list.ts). A 401 ends the session and goes to the login;
 * a 429 is not retried; a network failure answers "offline" at once and asks for
 * one retry after 5 seconds ('Connection failed. Retrying... (1/2)'), which the
 * dashboard schedules by revalidating. A failed load keeps the last good load.
 */
import { redirect, useRevalidator, useRouteLoaderData } from "react-router";
import { adminMessages as messages } from "#common/messages/admin";
import type { AdminMe, StaffSession } from "#common/schemas/auth";
import type { DashboardCounts } from "#common/schemas/dashboard";
import type { ExternalFormLink } from "#common/schemas/forms";
import { ALL_PERMISSIONS, type Permission } from "#common/staff-roles";
import { readStoredSession, signInRedirect } from "~/lib/admin/session";
import { ApiError, apiRequest, clearStoredSession, isNetworkError, listOf } from "~/lib/api-client";
import { notify } from "./admin-notify";
import { forgetListPages } from "./paged-list";

export type ConnectionStatus = "checking" | "connected" | "offline";

export const RETRY_DELAY_MS = 5000;
/** Keys of the old, browser-only version of the admin area, removed on Full Sync (spec 4). */
export const LEGACY_STORAGE_KEYS = [
  "blogs",
  "externalForms",
  "gallery",
  "galleryItems",
  "customForms",
  "forms",
  "adminData",
];

export interface DashboardData {
  username: string;
  /** What the signed-in person's role allows (issue 45): the tabs and buttons offered follow it. */
  permissions: readonly Permission[];
  /** Their role in words ("Editor"); empty until the session has loaded. */
  roleName: string;
  /** The author new posts start with (Settings; the organisation's name until set). */
  authorName: string;
  status: Exclude<ConnectionStatus, "checking">;
  /** Posts, featured posts and gallery items, counted by the server; null until they have loaded. */
  counts: DashboardCounts | null;
  externalForms: ExternalFormLink[];
  /** ISO time of the last load that worked. */
  syncedAt: string | null;
  /** Set when the dashboard should load again after this many milliseconds (the one retry). */
  retryInMs?: number;
}

// Until a session answers, nothing is hidden: the server refuses what the role may not do anyway.
const empty = {
  authorName: "",
  permissions: ALL_PERMISSIONS,
  roleName: "",
  counts: null,
  externalForms: [],
  syncedAt: null,
};
/** The last lists that loaded, shown while the server cannot be reached. */
let lastGood: Pick<DashboardData, "authorName" | "permissions" | "roleName" | "counts" | "externalForms" | "syncedAt"> =
  empty;
/** 1 for a first try, 2 for the retry after a network failure. */
let attempt = 1;
/** Set by Full Sync: the next load reports with the sync's messages. */
let syncRequested = false;

/** Full Sync (spec 4): clears the legacy browser storage; the reload that follows the action reports. */
export function startFullSync(): void {
  notify(messages.sync.starting);
  for (const key of LEGACY_STORAGE_KEYS) window.localStorage.removeItem(key);
  syncRequested = true;
}

/** After Logout: nothing of this session's lists stays in memory. */
export function forgetDashboard(): void {
  lastGood = empty;
  attempt = 1;
  forgetListPages();
}

export const DASHBOARD_ROUTE_ID = "routes/admin/dashboard";

/** The dashboard's lists for a tab, and the connection status ("checking" while they reload). */
export function useDashboardData(): Omit<DashboardData, "status"> & { status: ConnectionStatus } {
  const data = useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined;
  const revalidator = useRevalidator();
  if (!data) throw new Error("useDashboardData() is for the tabs inside the dashboard route");
  return { ...data, status: revalidator.state === "loading" ? "checking" : data.status };
}

export async function loadDashboard(request: Request): Promise<DashboardData> {
  const session = readStoredSession();
  if (!session) throw signInRedirect(request);
  const sync = syncRequested;
  syncRequested = false;
  try {
    await apiRequest("/health", { timeoutMs: 5000 });
    // The form links are few (the Forms tab shows them all); /auth/me is what tells a revoked or expired session.
    const [me, staffSession, counts, externalForms] = await Promise.all([
      apiRequest<{ data: AdminMe }>("/auth/me"),
      apiRequest<{ data: StaffSession }>("/auth/session"),
      apiRequest<{ data: DashboardCounts }>("/dashboard/counts"),
      apiRequest("/external-forms"),
    ]);
    // An Administrator who owes the two-step set-up does that first (decision 093).
    if (staffSession.data.twoStep.mustSetUp) throw redirect("/admin/two-step");
    attempt = 1;
    lastGood = {
      authorName: me.data.authorName,
      permissions: staffSession.data.permissions,
      roleName: staffSession.data.roleName,
      counts: counts.data,
      externalForms: listOf<ExternalFormLink>(externalForms),
      syncedAt: new Date().toISOString(),
    };
    if (sync) notify(messages.sync.done, "success");
    return { username: session.admin.username, status: "connected", ...lastGood };
  } catch (error) {
    if (error instanceof Response) throw error;
    const offline: DashboardData = { username: session.admin.username, status: "offline", ...lastGood };
    const message = error instanceof Error ? error.message : String(error);
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 401) {
      notify(messages.adminData.authFailed, "error");
      clearStoredSession();
      forgetDashboard();
      throw signInRedirect(request);
    }
    if (status === 429) notify(messages.adminData.rateLimited, "error");
    else if (isNetworkError(error) && attempt < 2) {
      notify(messages.adminData.retrying(attempt), "warning");
      attempt += 1;
      return { ...offline, retryInMs: RETRY_DELAY_MS };
    } else notify(sync ? messages.sync.failed(message) : messages.adminData.failed(message), "error");
    attempt = 1;
    return offline;
  }
}

/** Whether the signed-in person's role allows `permission` (what the screens offer follows it). */
export function useMay(): (permission: Permission) => boolean {
  const { permissions } = useDashboardData();
  return (permission) => permissions.includes(permission);
}
