/**
 * One response in the viewer (spec 2.27): every question of the form with its
 * answer, in form order; files with their name and size and a download; answers to
 * questions removed since are still shown, so nothing stored is hidden. From a
 * response, "Delete one person's data" opens with its e-mail and phone answers;
 * "Keep" holds it past its time (the legal hold, issue 42).
 */
import {
  type AnswerValue,
  type FileAnswer,
  type FormField,
  type FormResponse,
  respondentName,
} from "#common/schemas/forms";
import { HoldButton } from "~/components/admin/shared/retention-hold";
import { Icon } from "~/components/ui/icon";
import { adminFormsText } from "~/content/admin/forms";
import { personalDataText } from "~/content/admin/personal-data";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime } from "~/lib/site-time";

const text = adminFormsText.responses;

export const isFile = (value: AnswerValue): value is FileAnswer =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * How a response is called in the list and its heading: the answer to the first
 * question about a name (else the first short answer), so the admin finds "Asha
 * Meena", not "Response #2"; the number when there is none.
 */
export function responseTitle(response: FormResponse, fields: FormField[]): string {
  const text = (field: FormField) => {
    const value = response.values[field.id];
    return typeof value === "string" ? value.trim() : "";
  };
  const first = fields.find((field) => field.type === "text" && text(field));
  const title = respondentName(fields, response.values) || (first ? text(first) : "");
  return title ? title.slice(0, 80) : adminFormsText.responses.response(response.number);
}

/** The response's answers to its first e-mail and phone questions: whom "Delete one person's data" looks for. */
export function responseContact(response: FormResponse, fields: FormField[]): { email: string; phone: string } {
  const answerOf = (type: FormField["type"]) => {
    for (const field of fields.filter((f) => f.type === type)) {
      const value = response.values[field.id];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
    return "";
  };
  return { email: answerOf("email"), phone: answerOf("phone") };
}

/** A date answer ("2026-05-11", a day with no time or zone) as the rest of the admin writes dates: "11 May 2026". */
export const asDisplayed = (value: string, type: FormField["type"] | undefined) =>
  type === "date" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDisplayDate(value) : value;

function Answer({
  value,
  type,
  onDownload,
}: {
  value: AnswerValue | undefined;
  type: FormField["type"] | undefined;
  onDownload: () => void;
}) {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-slate-400 italic">{text.noAnswer}</span>;
  }
  if (Array.isArray(value)) {
    return (
      <ul className="list-inside list-disc">
        {value.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if (isFile(value)) {
    return (
      <span className="flex flex-wrap items-center gap-3">
        <span className="break-all">
          {value.name} <span className="text-slate-500">({Math.max(1, Math.round(value.size / 1024))} KB)</span>
        </span>
        {value.key && (
          <button
            type="button"
            onClick={onDownload}
            aria-label={text.downloadLabel(value.name)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Icon name="download" className="size-4" />
            {text.download}
          </button>
        )}
      </span>
    );
  }
  return <span className="break-words whitespace-pre-wrap">{asDisplayed(value, type)}</span>;
}

export function ResponseDetail({
  response,
  fields,
  headingId,
  onDownload,
  onSetHeld,
  onDelete,
  onFindPerson,
}: {
  response: FormResponse;
  fields: FormField[];
  headingId: string;
  onDownload: (fieldId: string, name: string) => void;
  /** Keeps the response past its time, or lets it go. */
  onSetHeld: (held: boolean) => void;
  onDelete: () => void;
  /** Opens "Delete one person's data" for whoever sent this response. */
  onFindPerson: () => void;
}) {
  const { dateTime } = useSiteTime();
  const known = new Set(fields.map((field) => field.id));
  const rows = [
    ...fields.map((field) => ({ id: field.id, label: field.label, type: field.type })),
    ...Object.keys(response.values)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, label: text.removedField(id), type: undefined })),
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-4">
        <div>
          <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            {responseTitle(response, fields)}
          </h2>
          <p className="text-sm text-slate-600">
            {text.response(response.number)} · {text.submitted}:{" "}
            <time dateTime={response.submittedAt}>{dateTime(response.submittedAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onFindPerson}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Icon name="user-x" className="size-4" />
            {personalDataText.openFor(responseTitle(response, fields))}
          </button>
          <HoldButton held={response.held} onChange={onSetHeld} />
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            <Icon name="trash" className="size-4" />
            {text.delete}
          </button>
        </div>
      </div>
      <dl className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.id} className="grid gap-1 py-3 sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-slate-600">{row.label}</dt>
            <dd className="text-slate-900">
              <Answer
                value={response.values[row.id]}
                type={row.type}
                onDownload={() => {
                  const value = response.values[row.id];
                  if (value && isFile(value)) onDownload(row.id, value.name);
                }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
