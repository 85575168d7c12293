/**
 * The dashboard frame (spec 2.25) around the tab routes: header with welcome,
 * connection indicator (Connected / Connecting... / Offline) and Logout, then the
 * tab bar and the open tab. Its client loader is the spec's load sequence
 * (components/admin/shared/dashboard-data.ts); the tabs read its lists with
 * `useDashboardData()`. While unsaved drafts are kept in this browser, Logout
 * first asks whether to remove them (issue 40).
 */
import { useEffect, useState } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useRevalidator } from "react-router";
import { adminMessages } from "#common/messages/admin";
import { AdminHeader } from "~/components/admin/shared/admin-header";
import { notify } from "~/components/admin/shared/admin-notify";
import { ADMIN_PANEL_ID, AdminTablist } from "~/components/admin/shared/admin-tablist";
import { tabOfPath } from "~/components/admin/shared/admin-tabs";
import { forgetDashboard, loadDashboard } from "~/components/admin/shared/dashboard-data";
import { type SignOutChoice, SignOutDraftsDialog } from "~/components/admin/shared/sign-out-dialog";
import { keptDraftKeys, removeKeptDrafts } from "~/components/admin/shared/unsaved-work";
import { adminPages } from "~/content/admin/pages";
import { adminText } from "~/content/admin/shell";
import { useRequireAdmin } from "~/lib/admin/session";
import { apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.dashboard, args),
  { name: "robots", content: "noindex, nofollow" },
];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadDashboard(request);
clientLoader.hydrate = true as const;

/**
 * Moving between tabs does not reload the dashboard's lists; Refresh Data, Full
 * Sync and every write do (writes to the inbox and the password excepted: they
 * change nothing the dashboard shows; the author name does, it is part of its load).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) {
    const password = formAction?.startsWith("/admin/settings") && (json as { intent?: string })?.intent === "password";
    const quiet = formAction?.startsWith("/admin/inbox") || password;
    return quiet ? false : defaultShouldRevalidate;
  }
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function HydrateFallback() {
  return (
    <p role="status" className="grid min-h-dvh place-items-center text-sm text-slate-500">
      {adminText.loading}
    </p>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const session = useRequireAdmin();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const tab = tabOfPath(pathname);

  // The spec's one retry after a network failure.
  useEffect(() => {
    if (!loaderData.retryInMs) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), loaderData.retryInMs);
    return () => window.clearTimeout(timer);
  }, [loaderData, revalidator]);

  const [askAboutDrafts, setAskAboutDrafts] = useState(false);

  const logout = async ({ removeDrafts }: { removeDrafts: boolean }) => {
    if (removeDrafts) await removeKeptDrafts();
    let ok = true;
    try {
      await apiRequest("/auth/logout", { method: "POST", timeoutMs: 5000 });
    } catch {
      ok = false;
    }
    session.signOut();
    forgetDashboard();
    notify(ok ? adminMessages.logout.success : adminMessages.logout.error, ok ? "success" : "error");
    navigate("/admin/login", { replace: true });
  };

  // Without drafts kept in this browser, Logout stays one click.
  const requestLogout = async () => {
    const kept = await keptDraftKeys();
    if (kept.local.length + kept.files.length > 0) setAskAboutDrafts(true);
    else await logout({ removeDrafts: false });
  };
  const answerAboutDrafts = (choice: SignOutChoice) => {
    setAskAboutDrafts(false);
    if (choice !== "cancel") void logout({ removeDrafts: choice === "remove" });
  };

  const status = revalidator.state === "loading" ? "checking" : loaderData.status;
  return (
    <>
      <AdminHeader username={loaderData.username} status={status} onLogout={() => void requestLogout()} />
      <SignOutDraftsDialog open={askAboutDrafts} onChoose={answerAboutDrafts} />
      <AdminTablist current={tab} />
      <main
        id={ADMIN_PANEL_ID}
        role="tabpanel"
        aria-labelledby={`admin-tab-${tab}`}
        className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8"
      >
        <Outlet />
      </main>
    </>
  );
}
