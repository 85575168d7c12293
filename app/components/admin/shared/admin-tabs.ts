/**
 * The dashboard's tabs (spec 2.25), each its own route: /admin (Overview),
 * /admin/blogs, /admin/forms, /admin/gallery, /admin/inbox, /admin/subscribers, /admin/site
 * (Site details), /admin/jobs (Jobs), /admin/faqs (FAQs), /admin/settings.
 * A quick action arrives as `?action=…` (e.g. /admin/forms?action=create); the
 * tab that knows it opens its dialog and drops the parameter.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";

export const ADMIN_TABS = [
  "overview",
  "blogs",
  "forms",
  "gallery",
  "inbox",
  "subscribers",
  "site",
  "jobs",
  "faqs",
  "settings",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminTabPath = (tab: AdminTab, action?: string) =>
  `${tab === "overview" ? "/admin" : `/admin/${tab}`}${action ? `?action=${encodeURIComponent(action)}` : ""}`;

/** The tab a path shows (the dashboard's own paths only). */
export function tabOfPath(pathname: string): AdminTab {
  const name = pathname.split("/").filter(Boolean)[1] ?? "overview";
  return (ADMIN_TABS as readonly string[]).includes(name) ? (name as AdminTab) : "overview";
}

/**
 * The address of an old `/admin?tab=…&action=…` link (bookmarks, the previous
 * version's quick actions) in today's form, or null when it is not one.
 */
export function legacyTabRedirect(url: URL): string | null {
  const tab = url.searchParams.get("tab");
  if (!tab) return null;
  const known = (ADMIN_TABS as readonly string[]).includes(tab) ? (tab as AdminTab) : "overview";
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
