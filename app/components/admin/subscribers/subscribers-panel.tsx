/**
 * The admin's Subscribers view (issue 20): confirmed and unconfirmed counts, the
 * list newest first with date and status, search by address, delete, and the
 * CSV export (same file conventions as the inbox's). Its data comes from the
 * route's loader; search and paging change the URL, deleting goes to the route's action.
 */
import { useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import type { SubscriberPage } from "#common/schemas/newsletter";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useToast } from "~/components/ui/toast";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { useSiteTime } from "~/lib/site-time";

const text = newsletterAdminMessages;

/** What the route's loader hands the panel: one page of the list, or why it could not be read. */
export type SubscribersLoad = Loaded<SubscriberPage>;
/** What the panel sends to the route's action. */
export type SubscriberIntent = { intent: "delete"; id: string };
const button =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="text-3xl font-bold text-slate-900" data-subscriber-count={label}>
        {value ?? "–"}
      </p>
    </div>
  );
}

export function SubscribersPanel({ load }: { load: SubscribersLoad }) {
  const { date } = useSiteTime();
  const toast = useToast();
  const { data, error } = load;
  const [params, setParams] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const deleteSubscriber = useRouteAction<SubscriberIntent>();
  const query = params.get("q") ?? "";
  // The box shows what was typed at once; the URL (and the list) follow.
  const [typed, setTyped] = useState(query);
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.matching / data.pageSize)) : 1;
  const [exporting, setExporting] = useState(false);

  const search = (text: string) => setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });
  const goTo = (next: number) =>
    setParams({ ...(query && { q: query }), page: String(next) }, { preventScrollReset: true });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithAuth("/newsletter/subscribers/export.csv", "subscribers.csv");
    } catch (err) {
      toast.show(err instanceof Error ? err.message : String(err), "error");
    } finally {
      setExporting(false);
    }
  };

  const remove = (id: string, email: string) => {
    if (window.confirm(text.removeConfirm(email))) deleteSubscriber({ intent: "delete", id });
  };

  const total = data ? data.counts.confirmed + data.counts.unconfirmed : 0;
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-5">
      <ScreenHeading
        id="subscribers-heading"
        title={text.heading}
        actions={
          <>
            <Link
              to="/admin/subscribers/newsletters"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="newspaper" className="size-4" />
              {text.newsletters}
            </Link>
            <button type="button" onClick={exportCsv} disabled={exporting || total === 0} className={button}>
              {exporting ? (
                <Icon name="loader-circle" className="size-4 animate-spin" />
              ) : (
                <Icon name="download" className="size-4" />
              )}
              {text.export}
            </button>
          </>
        }
      />

      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Count label={text.confirmed} value={data?.counts.confirmed} />
        <Count label={text.unconfirmed} value={data?.counts.unconfirmed} />
      </div>
      {data && !data.canConfirm && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{text.noMailHint}</p>
      )}

      <div className="max-w-sm">
        <label htmlFor="subscriber-search" className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id="subscriber-search"
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            search(event.target.value);
          }}
          placeholder={text.searchPlaceholder}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>

      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.loadFailed} {error}
        </p>
      )}

      {data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {query.trim() ? text.noMatch : text.empty}
        </p>
      ) : (
        <ul aria-busy={loading} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data?.items.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 sm:p-4">
              <span className="min-w-0 flex-1 basis-full font-medium break-all text-slate-900 sm:basis-0">
                {subscriber.email}
              </span>
              <span
                className={
                  subscriber.confirmed
                    ? "rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
                    : "rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
                }
              >
                {subscriber.confirmed ? text.confirmed : text.unconfirmed}
              </span>
              {subscriber.language === "hi" && (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                  {text.hindi}
                </span>
              )}
              <span className="text-sm text-slate-600">
                <span className="sr-only">{text.subscribedAt}: </span>
                {date(subscriber.createdAt)}
              </span>
              <button
                type="button"
                onClick={() => remove(subscriber.id, subscriber.email)}
                className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <Icon name="trash" className="size-4" />
                {text.remove}
                <span className="sr-only">{subscriber.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={text.pageOf(page, pages)} className="flex items-center justify-between gap-3">
          <button type="button" className={button} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <Icon name="chevron-left" className="size-4" />
            {text.previous}
          </button>
          <span className="text-sm text-slate-600">{text.pageOf(page, pages)}</span>
          <button type="button" className={button} disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {text.next}
            <Icon name="chevron-right" className="size-4" />
          </button>
        </nav>
      )}
    </section>
  );
}
