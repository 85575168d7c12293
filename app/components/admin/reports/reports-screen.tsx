/**
 * The Reports and accounts screen (issue 47): the upload form (for those who may edit
 * the site's content), then every document with its size and day, a link to download
 * it, and its own form to replace its file or change its titles, kind or year, and
 * Remove (asked first). A PDF goes with a bar of bytes sent (a report is megabytes on a
 * slow line); one that is not a PDF or is too large is said at once, before sending.
 */
import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { transparencyDocumentMessages } from "#common/messages/transparency-documents";
import {
  defaultTitle,
  recentFinancialYears,
  TRANSPARENCY_DOCUMENT_FILE_FIELD,
  TRANSPARENCY_DOCUMENT_KINDS,
  TRANSPARENCY_DOCUMENT_LIMITS,
  type TransparencyDocumentKind,
  type TransparencyDocumentView,
} from "#common/schemas/transparency-documents";
import { megabytes, megabytesShown, uploadLimits } from "#common/upload-limits";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { adminWrite, useRouteAction } from "~/components/admin/shared/admin-write";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { LoadFailed } from "~/components/admin/shared/load-failed";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { reportsText as text } from "~/content/admin/reports";
import { href } from "~/content/paths";
import { uploadWithProgress } from "~/lib/admin/upload-with-progress";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime } from "~/lib/site-time";

/** What the screen sends the route's action. */
export type ReportIntent = { intent: "remove"; id: string };

const { kinds } = transparencyDocumentMessages;
const MAX_MB = megabytes(uploadLimits.maxReportBytes);
const kindOptions = TRANSPARENCY_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: kinds[kind] }));
const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:opacity-60";
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const danger = `${button} border border-red-200 bg-white text-red-700 hover:bg-red-50`;

export function ReportsScreen({ load }: { load: Loaded<TransparencyDocumentView[]> }) {
  const writer = useMay()("pages.write");
  const { data, error } = load;
  return (
    <section aria-labelledby="reports-heading" className="space-y-6">
      <ScreenHeading id="reports-heading" title={text.heading} intro={text.intro}>
        <p className="mt-3">
          <a href={href("transparency")} target="_blank" rel="noopener" className={secondary}>
            <Icon name="external-link" className="size-4" />
            {text.viewPage}
            <span className="sr-only"> {text.newTab}</span>
          </a>
        </p>
      </ScreenHeading>
      {writer && <DocumentForm />}
      {error && <LoadFailed words={text.loadFailed} error={error} />}
      {data && <DocumentList documents={data} writer={writer} />}
    </section>
  );
}

/** What a PDF chosen here is refused for before it is sent, if anything. */
function fileProblem(file: File): string | undefined {
  const isPdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!isPdf) return text.form.notPdf(file.name);
  if (file.size > uploadLimits.maxReportBytes) return text.form.tooLarge(file.name, MAX_MB);
  return undefined;
}

type Errors = Partial<Record<"kind" | "financialYear" | "title" | "titleHi" | "file", string>>;

/**
 * A new document's form, or, given `existing`, the form that replaces its file or
 * changes its titles, kind or year (the file may then be left empty).
 */
function DocumentForm({ existing, onDone }: { existing?: TransparencyDocumentView; onDone?: () => void }) {
  const revalidator = useRevalidator();
  const { day } = useSiteTime();
  const headingId = useId();
  const years = recentFinancialYears(day(new Date()), 12);
  if (existing && !years.includes(existing.financialYear)) years.push(existing.financialYear);
  const blank = {
    kind: existing?.kind ?? TRANSPARENCY_DOCUMENT_KINDS[0],
    // A year's report comes after it ends: a new one is for last year unless changed.
    financialYear: existing?.financialYear ?? years[1] ?? "",
    title: existing && existing.title !== defaultTitle(existing.kind, existing.financialYear) ? existing.title : "",
    titleHi: existing?.titleHi ?? "",
  };
  const [values, setValues] = useState(blank);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const set = (field: keyof typeof blank) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, file: chosen ? fileProblem(chosen) : undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? fileProblem(file) : existing ? undefined : text.form.fileRequired;
    if (problem) return setErrors((current) => ({ ...current, file: problem }));
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (file) body.append(TRANSPARENCY_DOCUMENT_FILE_FIELD, file);
    setPercent(0);
    const result = await adminWrite(
      () =>
        uploadWithProgress<{ message?: string }>(
          existing ? `/transparency-documents/${encodeURIComponent(existing.id)}` : "/transparency-documents",
          body,
          {
            method: existing ? "PUT" : "POST",
            onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
          },
        ),
      { success: (answer) => answer.message, failure: text.form.failed },
    );
    setPercent(null);
    if (!result.ok) {
      const sent = result.status !== undefined && result.errors ? result.errors : undefined;
      return setErrors(sent ?? (result.status === 413 || result.status === 415 ? { file: result.message } : {}));
    }
    setErrors({});
    if (!existing) {
      setValues(blank);
      setFile(null);
      setFileKey((key) => key + 1);
    }
    revalidator.revalidate();
    onDone?.();
  };

  const defaultName = defaultTitle(values.kind as TransparencyDocumentKind, values.financialYear);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {existing ? text.form.editHeading(existing.title) : text.form.uploadHeading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={text.form.kind}
          required
          options={kindOptions}
          value={values.kind}
          onChange={set("kind")}
          error={errors.kind}
        />
        <SelectField
          name="financialYear"
          label={text.form.financialYear}
          hint={text.form.financialYearHint}
          required
          options={years.map((year) => ({ value: year, label: year }))}
          value={values.financialYear}
          onChange={set("financialYear")}
          error={errors.financialYear}
        />
        <TextField
          name="title"
          label={text.form.title}
          hint={text.form.titleHint(defaultName)}
          placeholder={defaultName}
          maxLength={TRANSPARENCY_DOCUMENT_LIMITS.title}
          value={values.title}
          onChange={set("title")}
          error={errors.title}
        />
        <TextField
          name="titleHi"
          lang="hi"
          label={text.form.titleHi}
          hint={text.form.titleHiHint(kinds[values.kind as TransparencyDocumentKind])}
          maxLength={TRANSPARENCY_DOCUMENT_LIMITS.title}
          value={values.titleHi}
          onChange={set("titleHi")}
          error={errors.titleHi}
        />
      </div>
      <TextField
        key={fileKey}
        name={TRANSPARENCY_DOCUMENT_FILE_FIELD}
        type="file"
        accept="application/pdf,.pdf"
        label={existing ? text.form.replaceFile : text.form.file}
        hint={existing ? text.form.replaceFileHint(MAX_MB) : text.form.fileHint(MAX_MB)}
        required={!existing}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        error={errors.file}
      />
      {busy && (
        <div
          role="status"
          className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-semibold text-brand-900"
        >
          {text.form.sending(percent)}
          <progress
            max={100}
            value={percent}
            aria-label={text.form.sending(percent)}
            className="mt-2 block h-2.5 w-full overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primary}>
          {busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
          {existing ? text.form.save : text.form.upload}
        </button>
        {onDone && (
          <button type="button" disabled={busy} className={secondary} onClick={onDone}>
            {text.form.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/** Every document, the newest year first, each with its download link and, for a writer, its buttons. */
function DocumentList({ documents, writer }: { documents: readonly TransparencyDocumentView[]; writer: boolean }) {
  const confirm = useConfirm();
  const remove = useRouteAction<ReportIntent>();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="reports-list-heading" className="space-y-3">
      <h3 id="reports-list-heading" className="text-base font-bold text-slate-900">
        {text.listHeading(documents.length)}
      </h3>
      {documents.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {documents.map((document) => (
            <li
              key={document.id}
              aria-label={document.title}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{document.title}</p>
                  <p className="text-sm text-slate-600">
                    {kinds[document.kind]} · {document.financialYear}
                  </p>
                  <p className="text-sm text-slate-600">
                    {text.details(megabytesShown(document.size), formatDisplayDate(document.uploadedAt))}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <a href={document.url} className={secondary}>
                    <Icon name="download" className="size-4" />
                    {text.download}
                  </a>
                  {writer && (
                    <>
                      <button
                        type="button"
                        className={secondary}
                        aria-expanded={editing === document.id}
                        onClick={() => setEditing(editing === document.id ? null : document.id)}
                      >
                        <Icon name="file-pen" className="size-4" />
                        {text.edit}
                      </button>
                      <button
                        type="button"
                        className={danger}
                        onClick={async () => {
                          const sure = await confirm({
                            title: text.removeTitle,
                            message: text.removeMessage(document.title),
                            confirmLabel: text.remove,
                            tone: "danger",
                          });
                          if (sure) remove({ intent: "remove", id: document.id });
                        }}
                      >
                        <Icon name="trash" className="size-4" />
                        {text.remove}
                      </button>
                    </>
                  )}
                </div>
              </div>
              {editing === document.id && (
                <div className="mt-4">
                  <DocumentForm existing={document} onDone={() => setEditing(null)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
