/**
 * A custom form's answers summed up per question (issue 43), as the server
 * computed them over every response (common/schemas/form-summary.ts): for a
 * choice, each option's count and share of those who answered, with a bar; for a
 * one-line question answered with numbers, total, average, smallest and largest;
 * for the rest, the latest few answers with when they came (site time).
 */

import { formatIndianNumber } from "#common/indian-number";
import type { FormSummary, QuestionSummary } from "#common/schemas/form-summary";
import { asDisplayed } from "~/components/admin/forms/response-detail";
import { adminFormsText } from "~/content/admin/forms";
import { useSiteTime } from "~/lib/site-time";

const text = adminFormsText.responses.summary;

function Choices({ question }: { question: QuestionSummary }) {
  const { answered } = question;
  return (
    <>
      {question.type === "checkbox" && <p className="mt-1 text-xs text-slate-500">{text.ticks}</p>}
      <ul className="mt-3 space-y-2.5">
        {(question.choices ?? []).map(({ option, count }) => {
          const percent = answered > 0 ? Math.round((count / answered) * 100) : 0;
          return (
            <li key={option} data-choice={option}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words text-slate-800">{option}</span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{text.share(count, percent)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Numbers({ numbers }: { numbers: NonNullable<QuestionSummary["numbers"]> }) {
  const figures = [
    [text.numbers.total, numbers.total],
    [text.numbers.average, numbers.average],
    [text.numbers.min, numbers.min],
    [text.numbers.max, numbers.max],
  ] as const;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold text-slate-600">{label}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatIndianNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Latest({ question }: { question: QuestionSummary }) {
  const { dateTime } = useSiteTime();
  const latest = question.latest ?? [];
  if (latest.length === 0) return <p className="mt-3 text-sm text-slate-500">{text.noAnswers}</p>;
  return (
    <>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.latest}</h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {latest.map((entry) => (
          <li key={entry.responseId} className="py-2 text-sm">
            <p className="line-clamp-3 break-words whitespace-pre-wrap text-slate-800">
              {asDisplayed(entry.value, question.type)}
            </p>
            <time dateTime={entry.submittedAt} className="text-xs text-slate-500">
              {dateTime(entry.submittedAt)}
            </time>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ResponsesSummary({ summary }: { summary: FormSummary }) {
  return (
    <section aria-label={text.label} className="grid items-start gap-4 lg:grid-cols-2" data-testid="responses-summary">
      {summary.questions.map((question) => (
        <section
          key={question.id}
          aria-labelledby={`summary-${question.id}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 id={`summary-${question.id}`} className="font-bold break-words text-slate-900">
            {question.label}
          </h3>
          <p className="text-sm text-slate-600">{text.answered(question.answered, summary.responses)}</p>
          {question.kind === "choices" && <Choices question={question} />}
          {question.kind === "numbers" && question.numbers && <Numbers numbers={question.numbers} />}
          {question.kind !== "choices" && <Latest question={question} />}
        </section>
      ))}
    </section>
  );
}
