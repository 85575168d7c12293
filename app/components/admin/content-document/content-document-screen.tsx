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
import { contentDocumentText as text } from "~/content/admin/content";
import { useSiteTime } from "~/lib/site-time";
import { ContentForm, hindiOutOfDate } from "../content-form/content-form";
import { counterpartAt, flatFields, modelFields, valueAt, withValueAt } from "../content-form/model-fields";
import { useRouteWrite, type WriteResult } from "../shared/admin-write";
import { ScreenHeading } from "../shared/screen-heading";
import { KeptDraftOffer, useLeaveGuard, useLocalDraft } from "../shared/unsaved-work";
import { ContentDocumentHistory } from "./content-document-history";
import type { ContentDocumentIntent, ContentDocumentLoad } from "./content-document-route";
import { DraftPanel } from "./draft-panel";
import { PagePreview } from "./page-preview";

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
  onPreview,
}: {
  name: ContentDocumentName;
  heading: string;
  view: ContentDocumentView<unknown>;
  history: ContentHistoryView;
  /** A page: show its draft on the real page (once what is on screen is saved as the draft). */
  onPreview?: () => void;
}) {
  const { schema } = contentDocuments[name];
  const fields = useMemo(() => modelFields(schema), [schema]);
  const { dateTime } = useSiteTime();
  // The editor opens on the draft when there is one; what is published is what the Hindi is checked against.
  const saved = view.draft?.document ?? view.document;
  const [value, setValue] = useState<unknown>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each check that finds errors moves the focus to the first, once the screen shows it (a list item opened).
  const [checks, setChecks] = useState(0);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  const draft = useLocalDraft<unknown>(name, value, dirty, saved);
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

  /** The document on screen, checked by its schema; undefined (the errors shown) when it fails. */
  const checked = () => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[issue.path.join(".")] ??= issue.message;
    setErrors(found);
    setChecks((count) => count + 1);
    return undefined;
  };

  // Publishing a draft names the version it was begun from, so a newer publish is never undone unseen.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const document = checked();
    if (document === undefined) return;
    const { draft: onServer } = view;
    write.send(
      onServer
        ? { intent: "save", document, version: onServer.basedOn, draftVersion: onServer.version }
        : { intent: "save", document, version: view.version },
    );
  };

  const saveDraft = () => {
    const document = checked();
    if (document === undefined) return false;
    write.send({ intent: "draft", document, version: view.version, draftVersion: view.draft?.version ?? 0 });
    return true;
  };

  return (
    <div className="space-y-6">
      <KeptDraftOffer draft={draft} onRestore={(kept) => setValue(kept)} />
      {view.draft && (
        <DraftPanel
          draft={view.draft}
          publishedVersion={view.version}
          publishedBy={view.updatedBy}
          unsaved={dirty}
          busy={write.busy}
          send={write.send}
        />
      )}
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
            disabled={write.busy || !(dirty || view.draft)}
            className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {write.busy ? text.saving : text.save}
          </button>
          <button
            type="button"
            disabled={write.busy || !dirty}
            onClick={saveDraft}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {text.saveDraft}
          </button>
          {onPreview && (
            <button
              type="button"
              disabled={write.busy || !(dirty || view.draft)}
              onClick={() => {
                // What is on screen is saved as the draft first; the preview opens on the draft saved.
                if (!dirty || saveDraft()) onPreview();
              }}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {text.preview}
            </button>
          )}
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
  previewPath,
  load,
}: {
  name: ContentDocumentName;
  heading: string;
  intro: string;
  /** Under the intro: where the document is seen (a page's "View page"). */
  links?: ReactNode;
  /** A page's address: its draft can be previewed there. */
  previewPath?: string;
  load: ContentDocumentLoad;
}) {
  const revalidator = useRevalidator();
  // Kept here, not in the editor: saving the draft before the preview opens a fresh editor.
  const [previewing, setPreviewing] = useState(false);
  const previewToken = load.view?.draft?.previewToken;
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <ScreenHeading id={headingId} title={heading} intro={intro}>
        {links}
      </ScreenHeading>
      {load.view ? (
        <>
          {previewing && previewPath && previewToken && (
            <PagePreview path={previewPath} token={previewToken} onClose={() => setPreviewing(false)} />
          )}
          <Editor
            // A new version or draft (a save, a restore, another tab's) opens a fresh editor on it.
            key={`${load.view.version}-${load.view.draft?.version ?? 0}`}
            name={name}
            heading={heading}
            view={load.view}
            history={load.history}
            {...(previewPath ? { onPreview: () => setPreviewing(true) } : {})}
          />
        </>
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
