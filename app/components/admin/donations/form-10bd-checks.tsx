/**
 * Form 10BD's first two steps (issue 47): the check list, each problem naming the
 * receipt, the field and what to do, "left out" when the receipt is not in the file;
 * then what the file holds (rows, total, the receipts left out and why) and its
 * download. The file can be downloaded whatever the list says (decision 107): the
 * screen says plainly which rows the portal may refuse.
 */
import { useState } from "react";
import { formatPaise } from "#common/donations/money";
import type { Form10bdView } from "#common/schemas/form-10bd-views";
import { Icon } from "~/components/ui/icon";
import { donationsText } from "~/content/admin/donations";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { actionButton } from "./waiting-pledges";

const text = donationsText.form10bd;
const card = "space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

export function Form10bdChecks({ year }: { year: Form10bdView }) {
  return (
    <section aria-labelledby="checks-heading" className={card}>
      <h3 id="checks-heading" className="text-base font-bold text-slate-900">
        {text.checksHeading}
      </h3>
      {year.checks.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-emerald-800" data-checks="clear">
          <Icon name="check" className="size-5" />
          {text.noProblems}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{text.checksIntro}</p>
          <p className="text-sm font-semibold text-slate-800">{text.problemCount(year.checks.length)}</p>
          <ul className="divide-y divide-slate-100" data-checks="problems">
            {year.checks.map((problem) => (
              <li
                key={`${problem.receiptNumber}-${problem.field}`}
                className="py-2 text-sm"
                data-problem={problem.field}
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-mono font-semibold text-slate-900">{problem.receiptNumber}</span>
                  <span className="text-slate-600">· {text.fields[problem.field] ?? problem.field}</span>
                  {problem.leftOut && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                      {text.leftOutTag}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 break-words text-slate-700">{problem.message}</p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">{text.fixHint}</p>
        </>
      )}
    </section>
  );
}

export function Form10bdFile({ year }: { year: Form10bdView }) {
  const [error, setError] = useState<string>();
  const refusable = year.checks.filter((problem) => !problem.leftOut).length;
  const download = async () => {
    setError(undefined);
    try {
      await downloadWithAuth(
        `/donations/form-10bd/csv?year=${encodeURIComponent(year.year)}`,
        `form-10bd-${year.year}.csv`,
      );
    } catch (failure) {
      setError(text.downloadFailed(failure instanceof Error ? failure.message : String(failure)));
    }
  };
  return (
    <section aria-labelledby="file-heading" className={card}>
      <h3 id="file-heading" className="text-base font-bold text-slate-900">
        {text.summaryHeading}
      </h3>
      <p className="text-sm text-slate-800" data-summary>
        {text.summary(year.receipts, year.rows, `₹${formatPaise(year.totalPaise)}`)}
      </p>
      {year.leftOut.length > 0 && (
        <div className="text-sm">
          <p className="font-semibold text-slate-800">{text.leftOutHeading}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {year.leftOut.map((left) => (
              <li key={left.receiptNumber}>
                <span className="font-mono">{left.receiptNumber}</span>: {left.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {refusable > 0 && (
        <p className="rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900 ring-1 ring-saffron-200">
          {text.downloadWithProblems(refusable)}
        </p>
      )}
      <button type="button" className={actionButton} onClick={() => void download()} disabled={year.rows === 0}>
        <Icon name="download" className="size-4" />
        {text.download}
      </button>
      <p className="text-xs text-slate-600">{text.downloadHint}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
