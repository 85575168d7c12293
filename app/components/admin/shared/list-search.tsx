/**
 * The search bar of a paged admin list (the Blogs and Gallery tabs; the Inbox has
 * its own, with days): a search box and one filter. Search (or Enter) applies the
 * box, the filter applies at once; both live in the URL (paged-list.ts). Below, a
 * line names what is shown, with Clear filters.
 */
import clsx from "clsx";
import { type FormEvent, useEffect, useId, useState } from "react";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { controlClass } from "~/components/form-kit/control";
import { Icon } from "~/components/ui/icon";
import { adminListText } from "~/content/admin/lists";

const text = adminListText.search;

const button =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-4 text-sm font-semibold disabled:opacity-60";
const labelClass = "mb-1 block text-sm font-semibold text-slate-700";

export interface ListFilter {
  label: string;
  value: string;
  /** The choices, "" (everything) first. */
  options: readonly { value: string; label: string }[];
}

export function ListSearchBar({
  label,
  searchLabel,
  placeholder,
  maxLength,
  q,
  filter,
  onApply,
}: {
  /** The search landmark's name. */
  label: string;
  searchLabel: string;
  placeholder: string;
  maxLength: number;
  q: string;
  filter?: ListFilter;
  onApply: (values: { q: string; filter?: string }) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(q);
  // The URL changed (Clear filters, Back, a shared link): the box shows it.
  useEffect(() => setDraft(q), [q]);
  const active = q !== "" || Boolean(filter?.value);
  const chosen = filter?.options.find((option) => option.value === filter.value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: draft, filter: filter?.value });
  };

  return (
    <search aria-label={label} className="block space-y-2">
      <form
        method="get"
        onSubmit={submit}
        className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex flex-wrap items-end gap-2 sm:gap-3">
          <div className="min-w-0 flex-1 basis-40 sm:basis-56">
            <label htmlFor={`${id}-q`} className={labelClass}>
              {searchLabel}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={draft}
              maxLength={maxLength}
              placeholder={placeholder}
              onChange={(event) => setDraft(event.target.value)}
              className={controlClass(false)}
            />
          </div>
          {filter && (
            <div className="min-w-0 basis-full sm:basis-auto sm:w-52">
              <label htmlFor={`${id}-filter`} className={labelClass}>
                {filter.label}
              </label>
              <select
                id={`${id}-filter`}
                value={filter.value}
                onChange={(event) => onApply({ q: draft, filter: event.target.value })}
                className={controlClass(false)}
              >
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className={clsx(button, "bg-brand-700 text-white hover:bg-brand-800")}>
            <Icon name="search" className="size-4" />
            {text.submit}
          </button>
        </div>
      </form>
      {active && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-0 text-sm break-words text-slate-700">
            <span className="font-semibold">{text.showing}:</span>{" "}
            {[q && text.searched(q), filter?.value && chosen?.label].filter(Boolean).join(", ")}
          </p>
          <ClearFiltersButton onClear={() => onApply({ q: "", filter: "" })} />
        </div>
      )}
    </search>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className={clsx(button, "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50")}
    >
      <Icon name="x" className="size-4" />
      {text.clear}
    </button>
  );
}

/**
 * Under the search bar: why the page did not load, with Try again (the page shown is
 * the last one that did), and while a search or filter is on, how many match.
 */
export function ListStatus({
  error,
  onRetry,
  matching,
}: {
  error: string | null;
  onRetry: () => void;
  /** "12 posts match", when a search or filter is on. */
  matching?: string;
}) {
  return (
    <>
      {error && <ListLoadError error={error} onRetry={onRetry} />}
      {matching && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {matching}
        </p>
      )}
    </>
  );
}

/** A search or filter that matches nothing: what to try, and the way back to everything. */
export function NoMatch({ title, text, onClear }: { title: string; text: string; onClear: () => void }) {
  return <EmptyState icon="search-x" title={title} text={text} action={<ClearFiltersButton onClear={onClear} />} />;
}

function ListLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="flex-1 text-sm text-red-900">{text.loadFailed(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className={clsx(button, "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50")}
      >
        {text.retry}
      </button>
    </div>
  );
}
