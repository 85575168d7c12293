/**
 * The three ways to read a form's responses (issue 43): one by one (the spec's
 * viewer), a table, and a summary per question. The choice is in the URL
 * (`?view=table`, `?view=summary`), so a reload or a shared link opens the same.
 */
import clsx from "clsx";
import { Link, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { adminFormsText } from "~/content/admin/forms";

const text = adminFormsText.responses.views;

export const RESPONSES_VIEWS = ["list", "table", "summary"] as const;
export type ResponsesView = (typeof RESPONSES_VIEWS)[number];

const icons: Record<ResponsesView, IconName> = { list: "list", table: "table", summary: "chart-bar" };

/** The view the URL asks for; the one-by-one list when it names none (or one that does not exist). */
export function viewOf(url: URL): ResponsesView {
  const view = url.searchParams.get("view");
  return (RESPONSES_VIEWS as readonly string[]).includes(view ?? "") ? (view as ResponsesView) : "list";
}

export function ResponsesViewSwitch({ view }: { view: ResponsesView }) {
  const [params] = useSearchParams();
  const searchFor = (next: ResponsesView) => {
    const search = new URLSearchParams(params);
    if (next === "list") search.delete("view");
    else search.set("view", next);
    const query = search.toString();
    return query ? `?${query}` : "";
  };
  return (
    <nav aria-label={text.label} className="mt-6">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
        {RESPONSES_VIEWS.map((option) => {
          const iconName = icons[option];
          const current = option === view;
          return (
            <li key={option}>
              <Link
                to={{ search: searchFor(option) }}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:px-4",
                  current ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60",
                )}
              >
                <Icon name={iconName} className="size-4" />
                {text[option]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
