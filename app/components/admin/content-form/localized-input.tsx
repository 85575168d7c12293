/**
 * The inputs of the content form (content-form.tsx): a text (an input or a text
 * area), and a localized text, its English and Hindi side by side (one above the
 * other on a phone) in a box named by its label, with "Hindi out of date" beside
 * a Hindi written for an earlier English. A text list's line is one such box.
 */
import type { ReactNode } from "react";
import type { LocalizedText } from "#common/content-model/localized";
import { TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { contentFormText as text } from "~/content/admin/content";
import { emptyText } from "./model-fields";

/** Whether the Hindi on screen was written for an English text other than the one on screen. */
export function hindiOutOfDate(now: LocalizedText | undefined, published: LocalizedText | undefined): boolean {
  if (!now?.hi || !published) return false;
  if (now.hi !== published.hi) return false;
  return published.hiStale || now.en !== published.en;
}

export function TextInput({
  id,
  label,
  value,
  multiline,
  max,
  required,
  hint,
  error,
  lang,
  type,
  onChange,
}: {
  id: string;
  type?: "date";
  label: string;
  value: string;
  multiline?: boolean;
  max?: number;
  required: boolean;
  hint?: string;
  error?: string;
  lang?: string;
  onChange: (next: string) => void;
}) {
  const common = {
    name: id,
    label,
    value,
    required,
    hint,
    error,
    lang,
    maxLength: max,
  };
  return multiline ? (
    <TextAreaField {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField {...common} type={type} onChange={(event) => onChange(event.target.value)} />
  );
}

export function LocalizedInput({
  path,
  label,
  help,
  multiline,
  max,
  required,
  value,
  published,
  errors,
  actions,
  onChange,
}: {
  /** Its path in the document ("heading", "blocks.2.programmes.0.points.1"). */
  path: string;
  label: string;
  help?: string;
  multiline: boolean;
  max?: number;
  required: boolean;
  value: LocalizedText | undefined;
  published: LocalizedText | undefined;
  errors: Record<string, string>;
  /** Buttons beside its label (a line's Move up, Move down, Remove). */
  actions?: ReactNode;
  onChange: (path: string, next: LocalizedText) => void;
}) {
  const current = value ?? emptyText();
  const stale = hindiOutOfDate(current, published);
  const labelId = `${path}-label`;
  return (
    // A fieldset named by the label, so each of its inputs ("English") is read with the field's name.
    <fieldset
      aria-labelledby={labelId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white px-2.5 py-3 sm:p-4 md:col-span-2"
      data-field={path}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-bold text-slate-900">
            {label}
          </p>
          {help && <p className="mt-0.5 text-sm text-slate-500">{help}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <TextInput
          id={`${path}.en`}
          label={text.english}
          value={current.en}
          multiline={multiline}
          max={max}
          required={required}
          error={errors[`${path}.en`] ?? errors[path]}
          onChange={(en) => onChange(path, { ...current, en })}
        />
        <div>
          <TextInput
            id={`${path}.hi`}
            label={text.hindi}
            lang="hi"
            value={current.hi}
            multiline={multiline}
            max={max}
            required={false}
            hint={current.hi ? undefined : text.hindiEmpty}
            error={errors[`${path}.hi`]}
            onChange={(hi) => onChange(path, { ...current, hi })}
          />
          {stale && (
            <p className="mt-1.5 rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
              {text.hindiOutOfDate}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
