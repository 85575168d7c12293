/**
 * A form drawn from the content model (model-fields.ts): each text its input, each
 * localized text its English and Hindi side by side (one above the other on a
 * phone), a choice its select, a day the browser's date picker, each group a
 * fieldset, each list its cards (list-editor.tsx). A Hindi text written for an
 * earlier English one says so beside it until the Hindi is changed.
 */
import clsx from "clsx";
import type { LocalizedText } from "#common/content-model/localized";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import { contentFormText as text } from "~/content/admin-content";
import { ListEditor } from "./list-editor";
import { counterpartAt, joinPath, type ModelField, valueAt } from "./model-fields";

export interface ContentFormProps {
  fields: ModelField[];
  value: unknown;
  /** What is published: a Hindi text is out of date against it (a list item against the same item, by id). */
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
    <div className="rounded-xl border border-slate-200 p-3 sm:p-4 md:col-span-2" data-field={field.path}>
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

function Fields({ fields, parent, value, published, errors, onChange }: ContentFormProps & { parent: string }) {
  return (
    <>
      {fields.map((field) => {
        const path = joinPath(parent, field.path);
        if (field.kind === "hidden") return null;
        const common = { value, published, errors, onChange };
        if (field.kind === "group") {
          return (
            <fieldset key={path} className="rounded-2xl border border-slate-200 p-4 sm:p-5 md:col-span-2">
              <legend className="px-1 text-base font-bold text-slate-900">{field.meta.label}</legend>
              {field.meta.help && <p className="text-sm text-slate-500">{field.meta.help}</p>}
              <div className={clsx("mt-3 grid gap-4", field.fields.length > 2 && "md:grid-cols-2")}>
                <Fields fields={field.fields} parent={parent} {...common} />
              </div>
            </fieldset>
          );
        }
        if (field.kind === "list") {
          const items = valueAt(value, path);
          return (
            <ListEditor
              key={path}
              field={field}
              path={path}
              items={Array.isArray(items) ? items : []}
              errors={errors}
              onChange={(next) => onChange(path, next)}
            >
              {(itemPath) => <Fields fields={field.fields} parent={itemPath} {...common} />}
            </ListEditor>
          );
        }
        if (field.kind === "localized") {
          return (
            <LocalizedInput
              key={path}
              field={{ ...field, path }}
              value={valueAt(value, path) as LocalizedText}
              published={counterpartAt(published, value, path) as LocalizedText | undefined}
              errors={errors}
              onChange={onChange}
            />
          );
        }
        if (field.kind === "choice") {
          return (
            <div key={path} data-field={path}>
              <SelectField
                name={path}
                label={field.meta.label}
                hint={field.meta.help}
                required
                error={errors[path]}
                options={field.options}
                value={String(valueAt(value, path) ?? "")}
                onChange={(event) => onChange(path, event.target.value)}
              />
            </div>
          );
        }
        return (
          <div key={path} data-field={path}>
            <TextInput
              id={path}
              label={field.meta.label}
              value={String(valueAt(value, path) ?? "")}
              type={field.kind === "date" ? "date" : undefined}
              multiline={field.meta.input === "multiline"}
              max={field.kind === "text" ? field.max : undefined}
              required={field.required}
              hint={field.meta.help}
              error={errors[path]}
              onChange={(next) => onChange(path, next)}
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
      <Fields {...props} parent="" />
    </div>
  );
}
