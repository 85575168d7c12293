/**
 * A content document's screen (issue 41): Site details, Job openings, FAQs, each page. The form is
 * drawn from the document's schema (common/content-model/documents.ts; English and
 * Hindi side by side, lists as cards), checked by that same schema before it is
 * sent; the Hindi texts out of date listed at the top; the history below. Unsaved
 * changes are kept in this browser (one draft per document) and offered back after
 * a reload, and leaving asks first.
 */
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { type ContentDocumentName, contentDocuments } from "#common/content-model/documents";
import type { ContentDocumentView, ContentHistoryView } from "#common/schemas/content-document";
import { contentDocumentText as text } from "~/content/admin-content";
import { useSiteTime } from "~/lib/site-time";
import { ContentForm, hindiOutOfDate } from "../content-form/content-form";
import { counterpartAt, flatFields, modelFields, valueAt, withValueAt } from "../content-form/model-fields";
import { useRouteWrite, type WriteResult } from "../shared/admin-write";
import { KeptDraftOffer, useLeaveGuard, useLocalDraft } from "../shared/unsaved-work";
import { ContentDocumentHistory } from "./content-document-history";
import type { ContentDocumentIntent, ContentDocumentLoad } from "./content-document-route";

/** The API names fields inside the request ("document.openings.0.title.en"); the form names them from the document. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^document\./, ""), message]));
}

/** Without the errors at `path` and under it (a text changed, a list's items moved). */
function withoutErrorsAt(errors: Record<string, string>, path: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

/** Focuses `element`, first opening the list items it is in (their cards tell React through `onToggle`). */
function reveal(element: HTMLElement | null) {
  for (let card = element?.closest("details"); card; card = card.parentElement?.closest("details")) card.open = true;
  element?.focus();
}

function Editor({
  name,
  heading,
  view,
  history,
}: {
  name: ContentDocumentName;
  heading: string;
  view: ContentDocumentView<unknown>;
  history: ContentHistoryView;
}) {
  const { schema } = contentDocuments[name];
  const fields = useMemo(() => modelFields(schema), [schema]);
  const { dateTime } = useSiteTime();
  const [value, setValue] = useState<unknown>(view.document);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each check that finds errors moves the focus to the first, once the screen shows it (a list item opened).
  const [checks, setChecks] = useState(0);
  const dirty = JSON.stringify(value) !== JSON.stringify(view.document);
  const draft = useLocalDraft<unknown>(name, value, dirty, view.document);
  useLeaveGuard(dirty, text.leave(heading));
  const write = useRouteWrite<ContentDocumentIntent>((result: WriteResult) => {
    if (result.ok) return draft.clear();
    if (result.errors) {
      setErrors(formErrors(result.errors));
      setChecks((count) => count + 1);
    }
  });
  useEffect(() => {
    if (checks > 0) reveal(document.querySelector<HTMLElement>("form [aria-invalid='true']"));
  }, [checks]);

  const stale = flatFields(fields, value).filter(
    ({ field }) =>
      field.kind === "localized" &&
      hindiOutOfDate(valueAt(value, field.path) as never, counterpartAt(view.document, value, field.path) as never),
  );

  const change = (path: string, next: unknown) => {
    setValue((current: unknown) => withValueAt(current, path, next));
    setErrors((current) => withoutErrorsAt(current, path));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(value);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      setChecks((count) => count + 1);
      return;
    }
    write.send({ intent: "save", document: checked.data, version: view.version });
  };

  return (
    <div className="space-y-6">
      <KeptDraftOffer draft={draft} onRestore={(kept) => setValue(kept)} />
      {stale.length > 0 && (
        <section aria-labelledby="stale-hindi" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <h2 id="stale-hindi" className="font-bold text-amber-950">
            {text.staleHeading}
          </h2>
          <p className="mt-1 text-amber-950">{text.staleIntro}</p>
          <ul className="mt-2 list-disc pl-5 text-amber-950">
            {stale.map(({ field, label }) => (
              <li key={field.path}>
                <a
                  href={`#${field.path}.hi`}
                  className="underline"
                  onClick={(event) => {
                    event.preventDefault();
                    reveal(document.querySelector<HTMLElement>(`[data-field="${field.path}"] [lang="hi"]`));
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={heading}>
        <ContentForm fields={fields} value={value} published={view.document} errors={errors} onChange={change} />
        {errors.version && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {errors.version}
          </p>
        )}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          <button
            type="submit"
            disabled={write.busy || !dirty}
            className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {write.busy ? text.saving : text.save}
          </button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {dirty
              ? text.unsavedNote
              : `${text.noChanges}. ${text.lastSaved(dateTime(view.updatedAt), view.updatedBy)}`}
          </p>
        </div>
      </form>
      <ContentDocumentHistory
        name={name}
        history={history}
        published={view}
        fields={fields}
        busy={write.busy || dirty}
        onRestore={(restore) => write.send({ intent: "restore", restore, version: view.version })}
      />
    </div>
  );
}

export function ContentDocumentScreen({
  name,
  heading,
  intro,
  links,
  load,
}: {
  name: ContentDocumentName;
  heading: string;
  intro: string;
  /** Under the intro: where the document is seen (a page's "View page"). */
  links?: ReactNode;
  load: ContentDocumentLoad;
}) {
  const revalidator = useRevalidator();
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>
        {links}
      </div>
      {load.view ? (
        // A new version (a save, a restore, another tab's) opens a fresh editor on it.
        <Editor key={load.view.version} name={name} heading={heading} view={load.view} history={load.history} />
      ) : (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{text.loadFailed(heading, load.error ?? "")}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-2 min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold"
          >
            {text.retry}
          </button>
        </div>
      )}
    </section>
  );
}
