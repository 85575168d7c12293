/** The dashboard's header: welcome, connection indicator (spec 4), link to the site, Logout. */
import clsx from "clsx";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { adminText } from "~/content/admin/shell";
import { useSite } from "~/lib/site";
import type { ConnectionStatus } from "./dashboard-data";

const text = adminText.header;

export function ConnectionIndicator({ status }: { status: ConnectionStatus }) {
  return (
    <span
      role="status"
      data-connection={status}
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
        status === "connected" && "bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200",
        status === "checking" && "bg-amber-50 text-amber-800 ring-1 ring-amber-200",
        status === "offline" && "bg-red-50 text-red-700 ring-1 ring-red-200",
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          "size-2 rounded-full",
          status === "connected" && "bg-emerald-500",
          status === "checking" && "animate-pulse bg-amber-500",
          status === "offline" && "bg-red-500",
        )}
      />
      {text.status[status]}
    </span>
  );
}

export function AdminHeader({
  username,
  status,
  onLogout,
}: {
  username: string;
  status: ConnectionStatus;
  onLogout: () => void;
}) {
  const site = useSite();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        {/* On a phone the welcome line has a row of its own: it was cut to "Welcome,…" (issue 23). */}
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {site.shortName} · {text.title}
          </p>
          <h1 className="text-lg font-bold break-words text-slate-900 sm:text-xl">{text.welcome(username)}</h1>
        </div>
        <ConnectionIndicator status={status} />
        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/"
            target="_blank"
            rel="noopener"
            className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:inline-flex"
          >
            <Icon name="external-link" className="size-4" />
            {text.viewSite}
          </Link>
          <button
            type="button"
            onClick={onLogout}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Icon name="log-out" className="size-4" />
            {text.logout}
          </button>
        </div>
      </div>
    </header>
  );
}
