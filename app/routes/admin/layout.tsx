/**
 * The admin area's frame, shared by every /admin screen: the browser-side
 * session, confirmation dialogs, the one bridge from loaders and actions to the
 * toasts, and an error boundary so a failure in one screen stays in the admin
 * frame instead of taking over the page.
 */
import { isRouteErrorResponse, Link, Outlet, useRevalidator } from "react-router";
import { AdminToasts } from "~/components/admin/shared/admin-notify";
import { ConfirmProvider } from "~/components/ui/modal";
import { adminText } from "~/content/admin/shell";
import { AdminSessionProvider } from "~/lib/admin/session";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <AdminSessionProvider>
      <ConfirmProvider>
        <AdminToasts />
        <div className="min-h-dvh bg-slate-50">{children}</div>
      </ConfirmProvider>
    </AdminSessionProvider>
  );
}

export default function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

const text = adminText.error;

export function ErrorBoundary({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  // Logged in the browser's console for whoever helps the administrator; never shown raw.
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Frame>
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
        <p className="text-slate-600">{text.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {text.retry}
          </button>
          <Link
            to="/admin"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {text.dashboard}
          </Link>
        </div>
      </section>
    </Frame>
  );
}
