/**
 * The Inbox's search and filters (issue 43): one box for a name, e-mail address or
 * phone number (the server matches a phone on its digits, however it was typed),
 * the kind, and From and To days on the site's clock. Search (or Enter) applies
 * them, a kind at once; they live in the URL (inbox-page.ts). Below, a line names
 * what is shown, with Clear filters. On a phone the kind and days fold behind a
 * Filters button that counts the ones in use, so the bar stays two short rows.
 */
import clsx from "clsx";
import { type FormEvent, useEffect, useId, useState } from "react";
import { INBOX_SEARCH_MAX } from "#common/schemas/inbox";
import { INBOX_KINDS, type InboxFilters, type InboxKind } from "~/components/admin/inbox/inbox-page";
import { ClearFiltersButton } from "~/components/admin/shared/list-search";
import { controlClass } from "~/components/form-kit/control";
import { Icon } from "~/components/ui/icon";
import { inboxText } from "~/content/admin/inbox";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime, zoneName } from "~/lib/site-time";

const text = inboxText.filters;

const button =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-4 text-sm font-semibold disabled:opacity-60";
const labelClass = "mb-1 block text-sm font-semibold text-slate-700";

/** What is searched, in words: "“98290 12345”, Volunteer applications, from 1 Mar 2026, to 5 Mar 2026". */
export function describeFilters(filters: InboxFilters): string {
  return [
    filters.q && text.searched(filters.q),
    filters.kind && text.kinds[filters.kind],
    filters.from && text.fromDay(formatDisplayDate(filters.from) || filters.from),
    filters.to && text.toDay(formatDisplayDate(filters.to) || filters.to),
  ]
    .filter(Boolean)
    .join(", ");
}

export function InboxFilterBar({
  filters,
  active,
  onApply,
  onClear,
}: {
  filters: InboxFilters;
  active: boolean;
  onApply: (filters: InboxFilters) => void;
  onClear: () => void;
}) {
  const { timeZone } = useSiteTime();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(false);
  const { q, kind, from, to } = filters;
  // The URL changed (Clear filters, Back, a shared link): the fields show it.
  useEffect(() => setDraft({ q, kind, from, to }), [q, kind, from, to]);
  const folded = [kind, from, to].filter(Boolean).length;

  const change = (key: keyof InboxFilters, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <search aria-label={text.label} className="block space-y-2">
      <form
        method="get"
        onSubmit={submit}
        className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex flex-wrap items-end gap-2 sm:gap-3">
          <div className="min-w-0 basis-full sm:flex-1 sm:basis-56">
            {/* On a phone the placeholder says it; the label stays for screen readers (its margin inside, as not-sr-only resets margins). */}
            <label htmlFor={`${id}-q`} className="sr-only sm:not-sr-only">
              <span className={labelClass}>{text.search}</span>
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={draft.q}
              maxLength={INBOX_SEARCH_MAX}
              placeholder={text.searchPlaceholder}
              onChange={(event) => change("q", event.target.value)}
              className={controlClass(false)}
            />
          </div>
          <div
            id={`${id}-more`}
            className={clsx(open ? "grid" : "hidden", "order-last w-full grid-cols-2 gap-2 sm:contents")}
          >
            <div className="col-span-2 sm:w-56">
              <label htmlFor={`${id}-kind`} className={labelClass}>
                {text.kind}
              </label>
              <select
                id={`${id}-kind`}
                value={draft.kind}
                onChange={(event) => {
                  const next = { ...draft, kind: event.target.value as InboxKind | "" };
                  setDraft(next);
                  onApply(next);
                }}
                className={controlClass(false)}
              >
                {(["", ...INBOX_KINDS] as const).map((value) => (
                  <option key={value} value={value}>
                    {text.kinds[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 sm:w-44">
              <label htmlFor={`${id}-from`} className={labelClass}>
                {text.from}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                aria-describedby={`${id}-zone`}
                onChange={(event) => change("from", event.target.value)}
                className={controlClass(false)}
              />
            </div>
            <div className="min-w-0 sm:w-44">
              <label htmlFor={`${id}-to`} className={labelClass}>
                {text.to}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                aria-describedby={`${id}-zone`}
                onChange={(event) => change("to", event.target.value)}
                className={controlClass(false)}
              />
            </div>
          </div>
          <button
            type="submit"
            className={clsx(button, "flex-1 bg-brand-700 text-white hover:bg-brand-800 sm:flex-none")}
          >
            <Icon name="search" className="size-4" />
            {text.submit}
          </button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-more`}
            onClick={() => setOpen(!open)}
            className={clsx(
              button,
              "flex-1 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:hidden",
            )}
          >
            <Icon name="sliders-horizontal" className="size-4" />
            {folded ? text.moreCount(folded) : text.more}
          </button>
        </div>
        {/* Whose days From and To are; on a wide screen at the row's right end, beside the dates. */}
        <p id={`${id}-zone`} className={clsx("mt-2 text-xs text-slate-500 sm:block sm:text-right", !open && "hidden")}>
          {text.zone(zoneName(timeZone))}
        </p>
      </form>
      {active && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-0 text-sm break-words text-slate-700">
            <span className="font-semibold">{text.showing}:</span> {describeFilters(filters)}
          </p>
          <ClearFiltersButton onClear={onClear} />
        </div>
      )}
    </search>
  );
}
