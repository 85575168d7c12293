/**
 * Site details (issue 41): the organisation's name, contacts, office hours, UPI ID
 * and registrations, in a form drawn from the content model's schema (English and
 * Hindi side by side), checked by that same schema before it is sent; the Hindi
 * texts out of date listed at the top; the history below. Unsaved changes are kept
 * in this browser and offered back after a reload, and leaving asks first.
 */
import { type FormEvent, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { type SiteDetails, siteDetailsSchema } from "#common/content-model/site-details";
import type { SiteDetailsHistoryView, SiteDetailsView } from "#common/schemas/site-details";
import { siteDetailsText as text } from "~/content/admin-content";
import { useSiteTime } from "~/lib/site-time";
import { ContentForm, hindiOutOfDate } from "../content-form/content-form";
import { flatFields, modelFields, valueAt, withValueAt } from "../content-form/model-fields";
import { useRouteWrite, type WriteResult } from "../shared/admin-write";
import { KeptDraftOffer, useLeaveGuard, useLocalDraft } from "../shared/unsaved-work";
import { SiteDetailsHistory } from "./site-details-history";

export interface SiteDetailsLoad {
  view: SiteDetailsView | null;
  history: SiteDetailsHistoryView;
  error: string | null;
}

/** What the screen sends its route's action. */
export type SiteDetailsIntent =
  | { intent: "save"; details: SiteDetails; version: number }
  | { intent: "restore"; restore: number; version: number };

/** The API names fields inside the request ("details.phone"); the form names them from the document. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^details\./, ""), message]));
}

function Editor({ view, history }: { view: SiteDetailsView; history: SiteDetailsHistoryView }) {
  const fields = useMemo(() => modelFields(siteDetailsSchema), []);
  const { dateTime } = useSiteTime();
  const [value, setValue] = useState<SiteDetails>(view.details);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(value) !== JSON.stringify(view.details);
  const draft = useLocalDraft<SiteDetails>("site-details", value, dirty, view.details);
  useLeaveGuard(dirty, text.leave);
  const write = useRouteWrite<SiteDetailsIntent>((result: WriteResult) => {
    if (result.ok) return draft.clear();
    if (result.errors) setErrors(formErrors(result.errors));
  });

  const stale = flatFields(fields).filter(
    ({ field }) =>
      field.kind === "localized" &&
      hindiOutOfDate(valueAt(value, field.path) as never, valueAt(view.details, field.path) as never),
  );

  const change = (path: string, next: unknown) => {
    setValue((current) => withValueAt(current, path, next));
    setErrors((current) => {
      const { [path]: _, [`${path}.en`]: __, [`${path}.hi`]: ___, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = siteDetailsSchema.safeParse(value);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    write.send({ intent: "save", details: checked.data, version: view.version });
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
                    document.querySelector<HTMLElement>(`[data-field="${field.path}"] [lang="hi"]`)?.focus();
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={text.heading}>
        <ContentForm fields={fields} value={value} published={view.details} errors={errors} onChange={change} />
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
      <SiteDetailsHistory
        history={history}
        published={view}
        fields={fields}
        busy={write.busy || dirty}
        onRestore={(restore) => write.send({ intent: "restore", restore, version: view.version })}
      />
    </div>
  );
}

export function SiteDetailsTab({ load }: { load: SiteDetailsLoad }) {
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="site-details-heading" className="space-y-4">
      <div>
        <h2 id="site-details-heading" className="text-lg font-bold text-slate-900">
          {text.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{text.intro}</p>
      </div>
      {load.view ? (
        // A new version (a save, a restore, another tab's) opens a fresh editor on it.
        <Editor key={load.view.version} view={load.view} history={load.history} />
      ) : (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{text.loadFailed(load.error ?? "")}</p>
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
