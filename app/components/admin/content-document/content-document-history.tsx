/**
 * The history of a content document: every saved version with who and when; a
 * version compared with what is published now, field by field and list item by
 * list item (content-form/differences.ts); and restored (as a new version, after
 * one confirmation).
 */
import { useState } from "react";
import type { ContentDocumentName } from "#common/content-model/documents";
import type { ContentHistoryView } from "#common/schemas/content-document";
import { useConfirm } from "~/components/ui/modal";
import { contentDocumentText as text } from "~/content/admin/content";
import { apiRequest } from "~/lib/api-client";
import { useSiteTime } from "~/lib/site-time";
import { differences } from "../content-form/differences";
import type { ModelField } from "../content-form/model-fields";

function Comparison({
  version,
  then,
  now,
  fields,
}: {
  version: number;
  then: unknown;
  now: unknown;
  fields: ModelField[];
}) {
  const changed = differences(fields, then, now);
  if (changed.length === 0) return <p className="mt-2 text-sm text-slate-600">{text.noDifference}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{text.compareHeading(version)}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {text.compareField}
            </th>
            <th scope="col" className="px-3 py-2">
              {text.compareThen(version)}
            </th>
            <th scope="col" className="px-3 py-2">
              {text.compareNow}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {changed.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 font-semibold text-slate-800">
                {row.label}
              </th>
              <td className="bg-red-50 px-3 py-2 whitespace-pre-wrap text-red-950">{row.was || text.empty}</td>
              <td className="bg-green-50 px-3 py-2 whitespace-pre-wrap text-green-950">{row.is || text.empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ContentDocumentHistory({
  name,
  history,
  published,
  fields,
  onRestore,
  busy,
}: {
  name: ContentDocumentName;
  history: ContentHistoryView;
  published: { document: unknown; version: number };
  fields: ModelField[];
  onRestore: (version: number) => void;
  busy: boolean;
}) {
  const { dateTime } = useSiteTime();
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ version: number; document: unknown; error?: string } | null>(null);

  const compare = async (version: number) => {
    if (open?.version === version) return setOpen(null);
    setOpen({ version, document: null });
    try {
      const answer = await apiRequest<{ data: unknown }>(`/content/${name}/history/${version}`);
      setOpen({ version, document: answer.data });
    } catch (error) {
      setOpen({ version, document: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  const restore = async (version: number) => {
    const yes = await confirm({
      title: text.restore,
      message: text.restoreConfirm(version),
      confirmLabel: text.restore,
    });
    if (yes) onRestore(version);
  };

  return (
    <section
      aria-labelledby={`${name}-history`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${name}-history`} className="text-lg font-bold text-slate-900">
        {text.historyHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.historyIntro}</p>
      <ol className="mt-4 divide-y divide-slate-200">
        {history.map((entry) => (
          <li key={entry.version} className="py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="w-full min-w-0 text-sm text-slate-800 sm:w-auto sm:flex-1">
                <span className="font-semibold">{text.version(entry.version)}</span> · {dateTime(entry.createdAt)} ·{" "}
                {entry.createdBy}
                {entry.restoredFrom !== null && <> · {text.restoredFrom(entry.restoredFrom)}</>}
                {entry.version === published.version && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {text.current}
                  </span>
                )}
              </p>
              {entry.version !== published.version && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    aria-expanded={open?.version === entry.version}
                    onClick={() => void compare(entry.version)}
                    className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                  >
                    {open?.version === entry.version ? text.hideCompare : text.compare}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void restore(entry.version)}
                    className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {text.restore}
                  </button>
                </div>
              )}
            </div>
            {open?.version === entry.version && (
              <div>
                <h3 className="sr-only">{text.compareHeading(entry.version)}</h3>
                {open.error && <p className="mt-2 text-sm text-red-700">{open.error}</p>}
                {open.document !== null && (
                  <Comparison version={entry.version} then={open.document} now={published.document} fields={fields} />
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
