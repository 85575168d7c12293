/**
 * One filter board for the lists visitors narrow down (the job board, the
 * gallery): the search box, the category chips with their counts, the count
 * line, then the results or the empty state (its icon, message, an optional hint
 * and "clear filters"). The list itself and its filter function stay with the page
 * (app/lib/filter-items.ts gives them one shape).
 */
import clsx from "clsx";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

export interface FilterChip {
  id: string;
  label: string;
  count: number;
}

export interface FilterBoardProps {
  text: { searchLabel: string; searchPlaceholder: string; categoriesLabel: string; clearFilters: string };
  search: string;
  onSearch: (search: string) => void;
  searchMaxLength?: number;
  chips: readonly FilterChip[];
  selected: string;
  onSelect: (id: string) => void;
  /** 'N positions found', 'Showing N of M images'; replaced by `loading` while the list loads. */
  countLine: string;
  loading?: ReactNode;
  /** Shown instead of the results when nothing matches. */
  empty?: { heading: string; hint?: string; icon?: IconName; onClear?: () => void };
  /**
   * A list filtered by the server (the gallery): the search and chips become a GET
   * form to `action` (`q` and `category`), so they work before JavaScript; with it,
   * `onSubmit` takes over. Without it, chips and search act in the page only.
   */
  getForm?: { action: string; onSubmit: (search: string, category: string) => void; searchButton: string };
  /** The level of the empty state's heading: the next below the page's own headings there (h2 straight under the h1). */
  emptyHeadingLevel?: "h2" | "h3";
  children: ReactNode;
}

const controlsClass = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** The search and chips: a GET form when the server filters, a plain group otherwise. */
function FilterControls(props: {
  getForm: FilterBoardProps["getForm"];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return props.getForm ? (
    <form method="get" action={props.getForm.action} onSubmit={props.onSubmit} className={controlsClass}>
      {props.children}
    </form>
  ) : (
    <div className={controlsClass}>{props.children}</div>
  );
}

export function FilterBoard(props: FilterBoardProps) {
  const { text, chips, selected, empty, loading } = props;
  const searchId = useId();
  const emptyIcon = empty?.icon ?? "search-x";
  const EmptyHeading = props.emptyHeadingLevel ?? "h3";
  const { getForm } = props;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    getForm?.onSubmit(props.search, submitter?.value || selected);
  };
  return (
    <div>
      <FilterControls getForm={getForm} onSubmit={onSubmit}>
        <label htmlFor={searchId} className="text-sm font-bold text-slate-900">
          {text.searchLabel}
        </label>
        <div className="relative mt-2">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            name={getForm ? "q" : undefined}
            value={props.search}
            maxLength={props.searchMaxLength}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={text.searchPlaceholder}
            className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          {getForm && (
            // First submit button: Enter in the box searches within the chosen category.
            <button type="submit" name="category" value={selected} className="sr-only">
              {getForm.searchButton}
            </button>
          )}
        </div>
        <fieldset className="mt-4 min-w-0">
          <legend className="sr-only">{text.categoriesLabel}</legend>
          {/* On a phone one row that scrolls sideways (its fading edge says so), so the
              results start on the first screen (issue 23, finding 19). */}
          <div className="-mx-4 flex gap-2 overflow-x-auto overscroll-x-contain px-4 pb-1 [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 sm:[mask-image:none]">
            {chips.map((chip) => {
              const isSelected = selected === chip.id;
              return (
                <button
                  key={chip.id}
                  {...(getForm
                    ? { type: "submit" as const, name: "category", value: chip.id }
                    : { type: "button" as const, onClick: () => props.onSelect(chip.id) })}
                  aria-pressed={isSelected}
                  className={clsx(
                    "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset transition-colors",
                    isSelected
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  {chip.label}
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs font-bold",
                      isSelected ? "bg-white text-brand-800" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {chip.count}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      </FilterControls>

      {loading ?? (
        <>
          <p role="status" className="mt-6 text-sm font-semibold text-slate-600">
            {props.countLine}
          </p>
          {empty ? (
            <div className="mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Icon name={emptyIcon} className="size-12 text-slate-400" />
              <EmptyHeading className="mt-4 max-w-md text-xl font-bold text-slate-900">{empty.heading}</EmptyHeading>
              {empty.hint && <p className="mt-2 max-w-md text-slate-600">{empty.hint}</p>}
              {empty.onClear && (
                <Button variant="secondary" className="mt-6" onClick={empty.onClear}>
                  {text.clearFilters}
                </Button>
              )}
            </div>
          ) : (
            props.children
          )}
        </>
      )}
    </div>
  );
}
