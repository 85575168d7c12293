/**
 * The Overview's backups card (issue 46), for Administrators: the last good backup,
 * its size and that it was read back whole; a warning when it is more than two days
 * old or the last one failed; the last restore drill; and Back up now, which starts one
 * in the background and follows it until it is done.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { BackupsView } from "#common/schemas/backups";
import { Icon } from "~/components/ui/icon";
import { useToast } from "~/components/ui/toast";
import { sizeInWords, backupsText as text } from "~/content/admin/backups";
import { apiRequest } from "~/lib/api-client";
import { useSiteTime } from "~/lib/site-time";

/** How often the card looks again while a backup it started runs. */
const FOLLOW_MS = 3000;

export function BackupSummary({ mayStart }: { mayStart: boolean }) {
  const { dateTime } = useSiteTime();
  const toast = useToast();
  const [view, setView] = useState<BackupsView | undefined>();
  const [error, setError] = useState<string | undefined>();
  /** The id of the newest run when Back up now was pressed: the card follows until a newer one has finished. */
  const [following, setFollowing] = useState<string | null | undefined>(undefined);
  const live = useRef(true);

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ data: BackupsView }>("/backups", { timeoutMs: 30_000 });
      if (live.current) {
        setView(answer.data);
        setError(undefined);
      }
      return answer.data;
    } catch (err) {
      if (live.current) setError(err instanceof Error ? err.message : String(err));
      return undefined;
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (following === undefined) return;
    const timer = setInterval(async () => {
      const latest = await load();
      const newest = latest?.last;
      if (newest && newest.id !== following && newest.status !== "running") setFollowing(undefined);
    }, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [following, load]);

  const start = async () => {
    const before = view?.last?.id ?? null;
    try {
      await apiRequest("/backups", { method: "POST", timeoutMs: 30_000 });
      setFollowing(before);
      toast.show(text.started, "success");
    } catch (err) {
      toast.show(`${text.failedToStart} ${err instanceof Error ? err.message : String(err)}`, "error");
    }
  };

  const failedLast = view?.last && view.last.status === "failed" && view.last.id !== view.lastGood?.id;
  return (
    <section
      aria-labelledby="backups-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-backups={view ? (view.overdue ? "overdue" : "ok") : "loading"}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name="database-backup" className="size-5" />
        </span>
        <h2 id="backups-heading" className="text-base font-bold text-slate-900">
          {text.heading}
        </h2>
        {mayStart && view?.enabled && (
          <button
            type="button"
            onClick={start}
            disabled={following !== undefined}
            className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 sm:ml-auto sm:w-auto"
          >
            <Icon
              name={following !== undefined ? "loader-circle" : "download"}
              className={following !== undefined ? "size-4 animate-spin" : "size-4"}
            />
            {following !== undefined ? text.working : text.now}
          </button>
        )}
      </div>
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        {error && (
          <p role="alert" className="text-red-800">
            {text.loadFailed} {error}
          </p>
        )}
        {view && !view.enabled && <p>{text.off}</p>}
        {view?.enabled && (
          <>
            {view.lastGood ? (
              <p className="flex items-start gap-2">
                <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {text.lastGood(
                  dateTime(view.lastGood.finishedAt ?? view.lastGood.startedAt),
                  sizeInWords(view.lastGood.sizeBytes ?? 0),
                )}
              </p>
            ) : (
              <p>{text.none(view.time ?? "")}</p>
            )}
            {view.overdue && view.lastGood && (
              <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-amber-900">
                <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
                {text.overdue}
              </p>
            )}
            {failedLast && view.last && (
              <p role="status" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-red-900">
                <Icon name="circle-x" className="mt-0.5 size-4 shrink-0" />
                {text.lastFailed(dateTime(view.last.startedAt), view.last.error ?? "")}
              </p>
            )}
            {view.lastDrill ? (
              <p className={view.lastDrill.status === "failed" ? "text-red-900" : undefined}>
                {view.lastDrill.status === "failed"
                  ? text.drillFailed(dateTime(view.lastDrill.startedAt), view.lastDrill.error ?? "")
                  : text.drillOk(dateTime(view.lastDrill.startedAt))}
              </p>
            ) : (
              <p className="text-slate-600">{text.noDrill}</p>
            )}
            {view.keep && <p className="text-slate-600">{text.schedule(view.time ?? "", view.keep, view.kept)}</p>}
          </>
        )}
      </div>
    </section>
  );
}
