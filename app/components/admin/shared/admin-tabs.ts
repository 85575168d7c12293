/**
 * The dashboard's tabs (spec 2.25), each its own route: /admin (Overview),
 * /admin/blogs, /admin/forms, /admin/gallery, /admin/inbox, /admin/subscribers,
 * /admin/donations (for Finance and the Administrator, issue 47: the requests waiting for money
 * and the statement's import, with /admin/donations/new and /admin/donations/receipts inside it),
 * /admin/content (Site content), /admin/settings (with the Administrator's /admin/staff
 * and /admin/audit inside it, issue 45). Site content holds the documents
 * the staff publish (issue 41), each at its own address under it: /admin/pages
 * (and one page's, /admin/pages/{key}), /admin/navigation, /admin/figures,
 * /admin/site (Site details), /admin/reports (the reports and accounts of /transparency), /admin/jobs,
 * /admin/faqs; eight tabs fit a phone in two rows, not three.
 * A quick action arrives as `?action=…` (e.g. /admin/forms?action=create); the
 * tab that knows it opens its dialog and drops the parameter.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Permission } from "#common/staff-roles";

export const ADMIN_TABS = [
  "overview",
  "blogs",
  "forms",
  "gallery",
  "inbox",
  "subscribers",
  "donations",
  "content",
  "settings",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * What a tab needs of the person's role (issue 45): a tab they cannot use is not
 * offered. The Subscribers tab also holds the newsletter's issues, so it is offered
 * to those who may read either; Donations to those who may read the donors' data (issue 47);
 * the rest are for every role.
 */
const TAB_NEEDS: Partial<Record<AdminTab, readonly Permission[]>> = {
  inbox: ["inbox.read"],
  subscribers: ["subscribers.read", "newsletter.read"],
  donations: ["donations.read"],
};

/**
 * The Administrator's screens inside the Settings tab (issue 45), each at /admin/{screen}:
 * the tab bar stays the specification's eight tabs, and Settings offers them beside the
 * person's own account.
 */
export const SETTINGS_SCREENS = [
  { screen: "settings", needs: "account.self" },
  { screen: "staff", needs: "staff.manage" },
  { screen: "audit", needs: "audit.read" },
] as const satisfies readonly { screen: string; needs: Permission }[];
const isSettingsScreen = (name: string) => SETTINGS_SCREENS.some(({ screen }) => screen === name);

/** The tabs a role with `permissions` is offered, in their order. */
export function tabsFor(permissions: readonly Permission[]): AdminTab[] {
  return ADMIN_TABS.filter((tab) => TAB_NEEDS[tab]?.some((needed) => permissions.includes(needed)) ?? true);
}

/** Where a tab opens for a role: the newsletter's issues for one who may not read the subscribers. */
export function tabPathFor(tab: AdminTab, permissions: readonly Permission[]): string {
  if (tab === "subscribers" && !permissions.includes("subscribers.read")) return "/admin/subscribers/newsletters";
  return adminTabPath(tab);
}

/** The screens of the Site content tab, each at /admin/{screen}, in the order it lists them. */
export const CONTENT_SCREENS = ["pages", "navigation", "figures", "site", "reports", "jobs", "faqs"] as const;
export type ContentScreen = (typeof CONTENT_SCREENS)[number];

const isContentScreen = (name: string): name is ContentScreen => (CONTENT_SCREENS as readonly string[]).includes(name);

export const adminTabPath = (tab: AdminTab | ContentScreen, action?: string) =>
  `${tab === "overview" ? "/admin" : `/admin/${tab}`}${action ? `?action=${encodeURIComponent(action)}` : ""}`;

/** The tab a path shows (the dashboard's own paths only): a content screen's is Site content. */
export function tabOfPath(pathname: string): AdminTab {
  const name = pathname.split("/").filter(Boolean)[1] ?? "overview";
  if (isContentScreen(name)) return "content";
  if (isSettingsScreen(name)) return "settings";
  return (ADMIN_TABS as readonly string[]).includes(name) ? (name as AdminTab) : "overview";
}

/** The Site content screen a path shows (/admin/pages/education: "pages"), if any. */
export function contentScreenOfPath(pathname: string): ContentScreen | undefined {
  const name = pathname.split("/").filter(Boolean)[1] ?? "";
  return isContentScreen(name) ? name : undefined;
}

/**
 * The address of an old `/admin?tab=…&action=…` link (bookmarks, the previous
 * version's quick actions) in today's form, or null when it is not one.
 */
export function legacyTabRedirect(url: URL): string | null {
  const tab = url.searchParams.get("tab");
  if (!tab) return null;
  const known =
    (ADMIN_TABS as readonly string[]).includes(tab) || isContentScreen(tab)
      ? (tab as AdminTab | ContentScreen)
      : "overview";
  return adminTabPath(known, url.searchParams.get("action") ?? undefined);
}

/** Runs `open` once when the URL asks for `action`, then removes `?action=` (so a reload does not reopen it). */
export function useRequestedAction(action: string, open: () => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get("action") === action;
  useEffect(() => {
    if (!requested) return;
    open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("action");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, open, setParams]);
}
