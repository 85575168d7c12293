/**
 * The dashboard's tab bar: WAI-ARIA tabs whose tabs are links to the tab routes,
 * so a tab can be opened in a new browser tab, reloaded and gone back to. Arrow
 * keys, Home and End move to (and open) the neighbouring tab, as before. On a
 * phone the tabs wrap into rows, so every tab (Settings too) is in sight without
 * sideways scrolling (issue 23, finding 5).
 */
import clsx from "clsx";
import { type KeyboardEvent, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { adminText } from "~/content/admin/shell";
import { type AdminTab, tabPathFor, tabsFor } from "./admin-tabs";
import { useDashboardData } from "./dashboard-data";

export const ADMIN_PANEL_ID = "admin-panel";

export function AdminTablist({ current }: { current: AdminTab }) {
  const navigate = useNavigate();
  // Only the tabs the person's role can use (issue 45).
  const { permissions } = useDashboardData();
  const tabs = tabsFor(permissions);
  const refs = useRef<Partial<Record<AdminTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    navigate(tabPathFor(next, permissions), { preventScrollReset: true });
    refs.current[next]?.focus();
  };

  return (
    <div className="border-b border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={adminText.tabs.label}
        onKeyDown={onKeyDown}
        className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-4 sm:flex-nowrap sm:overflow-x-auto sm:px-6 lg:px-8"
      >
        {tabs.map((name) => (
          <Link
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            to={tabPathFor(name, permissions)}
            preventScrollReset
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={current === name}
            aria-controls={ADMIN_PANEL_ID}
            tabIndex={current === name ? 0 : -1}
            className={clsx(
              "inline-flex min-h-11 shrink-0 items-center border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
              current === name
                ? "border-brand-600 text-brand-800"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {adminText.tabs[name]}
          </Link>
        ))}
      </div>
    </div>
  );
}
