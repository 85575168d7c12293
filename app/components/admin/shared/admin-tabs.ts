/**
 * Which dashboard tab is showing, and what it was asked to do, kept in the URL
 * (`/admin?tab=blogs&action=create`) so quick actions, reloads and links work.
 * A tab that sees an action it knows (e.g. "create") opens its modal and calls
 * `clearAction()`.
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const ADMIN_TABS = ["overview", "blogs", "forms", "gallery", "inbox", "settings"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function useAdminTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: AdminTab = (ADMIN_TABS as readonly string[]).includes(requested ?? "")
    ? (requested as AdminTab)
    : "overview";
  const action = params.get("action");

  const setTab = useCallback(
    (next: AdminTab, nextAction?: string) => {
      const search = new URLSearchParams();
      if (next !== "overview") search.set("tab", next);
      if (nextAction) search.set("action", nextAction);
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );

  const clearAction = useCallback(() => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.delete("action");
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return { tab, action, setTab, clearAction };
}
