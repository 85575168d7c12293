/**
 * "Where you are signed in" in Settings (issue 45): the person's open sessions, the
 * latest used first, this device marked, each other one with "End this session"
 * (a phone or a shared computer left signed in). Ending one is the route's action.
 */
import type { SessionView } from "#common/schemas/auth";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { Icon } from "~/components/ui/icon";
import { sessionsText as text } from "~/content/admin/staff";
import { useSiteTime } from "~/lib/site-time";

export function SessionsPanel({ load }: { load: Loaded<SessionView[]> }) {
  const end = useRouteAction<{ intent: "endSession"; id: string }>();
  const { dateTime } = useSiteTime();
  if (load.error !== null) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        {text.loadFailed} {load.error}
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {load.data.map((session) => (
        <li
          key={session.id}
          data-session={session.current ? "current" : "other"}
          className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
        >
          <div>
            <p className="font-semibold text-slate-900">
              {session.current ? text.thisDevice : text.signedIn(dateTime(session.createdAt))}
            </p>
            <p className="text-slate-600">
              {text.lastUsed(dateTime(session.lastUsedAt))} · {text.until(dateTime(session.expiresAt))}
            </p>
          </div>
          {!session.current && (
            <button
              type="button"
              onClick={() => end({ intent: "endSession", id: session.id })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              <Icon name="log-out" className="size-4" />
              {text.end}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
