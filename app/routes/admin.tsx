/**
 * /admin (spec 2.25): header with welcome, connection indicator and Logout; tabs
 * Overview, Blogs, Forms, Gallery, Inbox and Settings. The tab is in the URL
 * (?tab=…) so quick actions, reloads and links land on the right one.
 */
import clsx from "clsx";
import { type KeyboardEvent, useRef } from "react";
import { useNavigate } from "react-router";
import { BlogsTab } from "~/components/admin/blogs/blogs-tab";
import { FormsTab } from "~/components/admin/forms/forms-tab";
import { GalleryTab } from "~/components/admin/gallery/gallery-tab";
import { InboxTab } from "~/components/admin/inbox/inbox-tab";
import { SettingsTab } from "~/components/admin/settings/settings-tab";
import { AdminDataProvider, useAdminData } from "~/components/admin/shared/admin-data";
import { AdminHeader } from "~/components/admin/shared/admin-header";
import { ADMIN_TABS, type AdminTab, useAdminTab } from "~/components/admin/shared/admin-tabs";
import { OverviewTab } from "~/components/admin/shared/overview-tab";
import { useToast } from "~/components/ui/toast";
import { adminText } from "~/content/admin";
import { pages } from "~/content/pages";
import { useRequireAdmin } from "~/lib/admin-session";
import { apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import { adminMessages } from "../../common/messages/admin.ts";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(pages.admin, args),
  { name: "robots", content: "noindex, nofollow" },
];

const panels: Record<AdminTab, () => React.ReactNode> = {
  overview: OverviewTab,
  blogs: BlogsTab,
  forms: FormsTab,
  gallery: GalleryTab,
  inbox: InboxTab,
  settings: SettingsTab,
};

function Dashboard({ username }: { username: string }) {
  const { status } = useAdminData();
  const { tab, setTab } = useAdminTab();
  const session = useRequireAdmin();
  const navigate = useNavigate();
  const toast = useToast();
  const tabRefs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});

  const logout = async () => {
    let ok = true;
    try {
      await apiRequest("/auth/logout", { method: "POST", timeoutMs: 5000 });
    } catch {
      ok = false;
    }
    session.signOut();
    toast.show(ok ? adminMessages.logout.success : adminMessages.logout.error, ok ? "success" : "error");
    navigate("/admin/login", { replace: true });
  };

  // WAI-ARIA tabs: arrow keys, Home and End move between tabs.
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = ADMIN_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % ADMIN_TABS.length,
      ArrowLeft: (index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length,
      Home: 0,
      End: ADMIN_TABS.length - 1,
    };
    const next = ADMIN_TABS[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const Panel = panels[tab];
  return (
    <>
      <AdminHeader username={username} status={status} onLogout={logout} />
      <div className="border-b border-slate-200 bg-white">
        <div
          role="tablist"
          aria-label={adminText.tabs.label}
          onKeyDown={onTabKeyDown}
          className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8"
        >
          {ADMIN_TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="admin-panel"
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              className={clsx(
                "shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
                tab === name
                  ? "border-brand-600 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {adminText.tabs[name]}
            </button>
          ))}
        </div>
      </div>
      <main
        id="admin-panel"
        role="tabpanel"
        aria-labelledby={`admin-tab-${tab}`}
        className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8"
      >
        <Panel />
      </main>
    </>
  );
}

export default function AdminPage() {
  const session = useRequireAdmin();
  if (session.loading || !session.token || !session.admin) {
    return (
      <p role="status" className="grid min-h-dvh place-items-center text-sm text-slate-500">
        {adminText.loading}
      </p>
    );
  }
  return (
    <AdminDataProvider>
      <Dashboard username={session.admin.username} />
    </AdminDataProvider>
  );
}
