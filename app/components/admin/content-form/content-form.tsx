/**
 * A form drawn from the content model (model-fields.ts): each text its input, each
 * localized text its English and Hindi side by side (one above the other on a
 * phone), each group a fieldset. A Hindi text written for an earlier English one
 * says so beside it until the Hindi is changed.
 */
import clsx from "clsx";
import type { LocalizedText } from "#common/content-model/localized";
import { TextAreaField, TextField } from "~/components/ui/form-fields";
import { contentFormText as text } from "~/content/admin-content";
import { type ModelField, valueAt } from "./model-fields";

export interface ContentFormProps {
  fields: ModelField[];
  value: unknown;
  /** What is published: a Hindi text is out of date against it. */
  published: unknown;
  errors: Record<string, string>;
  onChange: (path: string, next: unknown) => void;
}

/** Whether the Hindi on screen was written for an English text other than the one on screen. */
export function hindiOutOfDate(now: LocalizedText | undefined, published: LocalizedText | undefined): boolean {
  if (!now?.hi || !published) return false;
  if (now.hi !== published.hi) return false;
  return published.hiStale || now.en !== published.en;
}

function TextInput({
  id,
  label,
  value,
  multiline,
  max,
  required,
  hint,
  error,
  lang,
  onChange,
}: {
  id: string;
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
    <TextField {...common} onChange={(event) => onChange(event.target.value)} />
  );
}

function LocalizedInput({
  field,
  value,
  published,
  errors,
  onChange,
}: {
  field: Extract<ModelField, { kind: "localized" }>;
  value: LocalizedText;
  published: LocalizedText | undefined;
  errors: Record<string, string>;
  onChange: ContentFormProps["onChange"];
}) {
  const stale = hindiOutOfDate(value, published);
  const multiline = field.meta.input === "multiline";
  return (
    <div className="rounded-xl border border-slate-200 p-3 sm:p-4" data-field={field.path}>
      <p className="text-sm font-bold text-slate-900">{field.meta.label}</p>
      {field.meta.help && <p className="mt-0.5 text-sm text-slate-500">{field.meta.help}</p>}
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <TextInput
          id={`${field.path}.en`}
          label={text.english}
          value={value.en}
          multiline={multiline}
          max={field.max}
          required={field.required}
          error={errors[`${field.path}.en`] ?? errors[field.path]}
          onChange={(en) => onChange(field.path, { ...value, en })}
        />
        <div>
          <TextInput
            id={`${field.path}.hi`}
            label={text.hindi}
            lang="hi"
            value={value.hi}
            multiline={multiline}
            max={field.max}
            required={false}
            hint={value.hi ? undefined : text.hindiEmpty}
            error={errors[`${field.path}.hi`]}
            onChange={(hi) => onChange(field.path, { ...value, hi })}
          />
          {stale && (
            <p className="mt-1.5 rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
              {text.hindiOutOfDate}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function Fields({ fields, value, published, errors, onChange }: ContentFormProps) {
  return (
    <>
      {fields.map((field) => {
        if (field.kind === "group") {
          return (
            <fieldset key={field.path} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
              <legend className="px-1 text-base font-bold text-slate-900">{field.meta.label}</legend>
              {field.meta.help && <p className="text-sm text-slate-500">{field.meta.help}</p>}
              <div className={clsx("mt-3 grid gap-4", field.fields.length > 2 && "md:grid-cols-2")}>
                <Fields fields={field.fields} value={value} published={published} errors={errors} onChange={onChange} />
              </div>
            </fieldset>
          );
        }
        if (field.kind === "localized") {
          return (
            <LocalizedInput
              key={field.path}
              field={field}
              value={valueAt(value, field.path) as LocalizedText}
              published={valueAt(published, field.path) as LocalizedText | undefined}
              errors={errors}
              onChange={onChange}
            />
          );
        }
        return (
          <div key={field.path} data-field={field.path}>
            <TextInput
              id={field.path}
              label={field.meta.label}
              value={String(valueAt(value, field.path) ?? "")}
              multiline={field.meta.input === "multiline"}
              max={field.max}
              required={field.required}
              hint={field.meta.help}
              error={errors[field.path]}
              onChange={(next) => onChange(field.path, next)}
            />
          </div>
        );
      })}
    </>
  );
}

export function ContentForm(props: ContentFormProps) {
  return (
    <div className="space-y-4">
      <Fields {...props} />
    </div>
  );
}
