/**
 * A custom form's responses as a table (issue 43): one row per response, newest
 * first, a column per question in the form's order, after the response's name and
 * when it was sent (on the site's clock). The first column stays in place while
 * the rest scrolls sideways, as it must on a phone; a file answer is a link that
 * downloads it. Pages of TABLE_PAGE_SIZE rows keep a form with thousands of
 * responses quick to draw.
 */
import { useState } from "react";
import type { AnswerValue, FormField, FormResponse } from "#common/schemas/forms";
import { asDisplayed, isFile, responseTitle } from "~/components/admin/forms/response-detail";
import { Icon } from "~/components/ui/icon";
import { adminFormsText } from "~/content/admin/forms";
import { useSiteTime } from "~/lib/site-time";

const text = adminFormsText.responses;
export const TABLE_PAGE_SIZE = 50;

const pagerButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

function Cell({
  value,
  type,
  onDownload,
}: {
  value: AnswerValue | undefined;
  type: FormField["type"];
  onDownload: (name: string) => void;
}) {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{text.noAnswer}</span>
      </span>
    );
  }
  if (Array.isArray(value)) return <>{value.join(", ")}</>;
  if (isFile(value)) {
    if (!value.key) return <span className="break-all">{value.name}</span>;
    return (
      <button
        type="button"
        onClick={() => onDownload(value.name)}
        aria-label={text.downloadLabel(value.name)}
        className="min-h-11 text-left font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {value.name}
      </button>
    );
  }
  return <span className="line-clamp-4 whitespace-pre-wrap">{asDisplayed(value, type)}</span>;
}

export function ResponsesTable({
  responses,
  fields,
  onDownload,
}: {
  /** Newest first. */
  responses: FormResponse[];
  fields: FormField[];
  onDownload: (responseId: string, fieldId: string, name: string) => void;
}) {
  const { dateTime } = useSiteTime();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(responses.length / TABLE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = responses.slice((current - 1) * TABLE_PAGE_SIZE, current * TABLE_PAGE_SIZE);
  const headCell = "px-3 py-2.5 text-left font-semibold whitespace-nowrap text-slate-700";
  const bodyCell = "min-w-36 max-w-xs px-3 py-2.5 align-top text-slate-800";
  // The sticky column keeps its own background, and a line on its right, over the cells scrolling under it.
  const sticky = "sticky left-0 z-10 border-r border-slate-200";

  return (
    <div className="space-y-3">
      <section
        aria-label={text.table.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so a keyboard can scroll it
        tabIndex={0}
        // Relative: the hidden "No answer" words are positioned, and must scroll (and be clipped) with the table.
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <table className="min-w-full border-collapse text-sm" data-testid="responses-table">
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200">
              <th scope="col" className={`${headCell} ${sticky} bg-slate-50`}>
                {text.table.response}
              </th>
              <th scope="col" className={headCell}>
                {text.table.submitted}
              </th>
              {fields.map((field) => (
                <th key={field.id} scope="col" className={`${headCell} min-w-36 max-w-xs whitespace-normal`}>
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((response) => (
              <tr key={response.id}>
                <th
                  scope="row"
                  className={`${sticky} max-w-[10rem] min-w-[10rem] bg-white px-3 py-2.5 text-left align-top font-semibold break-words text-slate-900 sm:max-w-[14rem] sm:min-w-[12rem]`}
                >
                  {responseTitle(response, fields)}
                  <span className="block text-xs font-normal whitespace-nowrap text-slate-500">
                    {text.response(response.number)}
                  </span>
                </th>
                <td className="px-3 py-2.5 align-top whitespace-nowrap text-slate-600">
                  <time dateTime={response.submittedAt}>{dateTime(response.submittedAt)}</time>
                </td>
                {fields.map((field) => (
                  <td key={field.id} className={bodyCell}>
                    <Cell
                      value={response.values[field.id]}
                      type={field.type}
                      onDownload={(name) => onDownload(response.id, field.id, name)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pages > 1 && (
        <nav aria-label={text.table.pages} className="flex items-center justify-between gap-3">
          <button type="button" onClick={() => setPage(current - 1)} disabled={current <= 1} className={pagerButton}>
            <Icon name="chevron-left" className="size-4" />
            {text.table.newer}
          </button>
          <p className="text-sm text-slate-600">{text.table.page(current, pages)}</p>
          <button
            type="button"
            onClick={() => setPage(current + 1)}
            disabled={current >= pages}
            className={pagerButton}
          >
            {text.table.older}
            <Icon name="chevron-right" className="size-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
