/**
 * A form drawn from the content model (model-fields.ts): each text its input, each
 * localized text its English and Hindi side by side (one above the other on a
 * phone), a choice its select ("None" first when it may be left unset), a day the
 * browser's date picker, a photo its thumbnail and buttons (image-input.tsx), each group a fieldset, each list its cards
 * (list-editor.tsx), each text list its lines (text-list-editor.tsx), an item of
 * several kinds a select of its kind ("Kind of section", "What it does") and that
 * kind's fields. A Hindi text written for an earlier English one says so beside
 * it until the Hindi is changed.
 */
import clsx from "clsx";
import type { Photo } from "#common/content-model/fields";
import type { LocalizedText } from "#common/content-model/localized";
import { SelectField } from "~/components/form-kit/form-fields";
import { useConfirm } from "~/components/ui/modal";
import { contentFormText as text } from "~/content/admin/content";
import { useSiteTime } from "~/lib/site-time";
import { ImageInput } from "./image-input";
import { ListEditor } from "./list-editor";
import { LocalizedInput, TextInput } from "./localized-input";
import {
  counterpartAt,
  joinPath,
  lostByKind,
  type ModelField,
  type UnionField,
  unionOption,
  valueAt,
  withKind,
} from "./model-fields";
import { TextListEditor } from "./text-list-editor";

export { hindiOutOfDate } from "./localized-input";

export interface ContentFormProps {
  fields: ModelField[];
  value: unknown;
  /** What is published: a Hindi text is out of date against it (a list item against the same item, by id). */
  published: unknown;
  errors: Record<string, string>;
  onChange: (path: string, next: unknown) => void;
}

type FieldsProps = ContentFormProps & { parent: string };

/**
 * An item of several kinds (a section, a button): the select of its kind, then its
 * kind's fields. Another kind replaces the item with a new one of that kind, which
 * keeps its id and the fields both kinds have (after one question when a text or
 * a list of the old kind would be cleared).
 */
function UnionInput({
  field,
  path,
  ...props
}: Omit<FieldsProps, "fields" | "parent"> & { field: UnionField; path: string }) {
  const confirm = useConfirm();
  const { day } = useSiteTime();
  const item = valueAt(props.value, path);
  const option = unionOption(field, item);
  const change = async (kind: string) => {
    const lost = lostByKind(field, item, kind);
    const label = field.options.find((each) => each.value === kind)?.label ?? kind;
    if (lost.length > 0) {
      const yes = await confirm({
        title: text.changeKindTitle(field.meta.label),
        message: text.changeKindConfirm(label, lost),
        confirmLabel: text.changeKind,
      });
      if (!yes) return;
    }
    props.onChange(path, withKind(field, item, kind, day(new Date())));
  };
  const kindPath = joinPath(path, field.discriminator);
  return (
    <>
      <div data-field={kindPath}>
        <SelectField
          name={kindPath}
          label={text.kindLabel(field.meta.label)}
          required
          error={props.errors[kindPath]}
          options={field.options.map(({ value, label }) => ({ value, label }))}
          value={option?.value ?? ""}
          onChange={(event) => void change(event.target.value)}
        />
      </div>
      {option && <Fields {...props} fields={option.fields} parent={path} />}
    </>
  );
}

function Fields({ fields, parent, value, published, errors, onChange }: FieldsProps) {
  return (
    <>
      {fields.map((field) => {
        const path = joinPath(parent, field.path);
        if (field.kind === "hidden" || field.kind === "constant") return null;
        const common = { value, published, errors, onChange };
        if (field.kind === "group") {
          return (
            <fieldset key={path} className="min-w-0 rounded-2xl border border-slate-200 px-2 py-3 sm:p-5 md:col-span-2">
              <legend className="px-1 text-base font-bold text-slate-900">{field.meta.label}</legend>
              {field.meta.help && <p className="text-sm text-slate-500">{field.meta.help}</p>}
              <div className={clsx("mt-3 grid gap-4", field.fields.length > 2 && "md:grid-cols-2")}>
                <Fields fields={field.fields} parent={parent} {...common} />
              </div>
            </fieldset>
          );
        }
        if (field.kind === "union") return <UnionInput key={path || "kind"} field={field} path={path} {...common} />;
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
        if (field.kind === "textList") return <TextListEditor key={path} field={field} path={path} {...common} />;
        if (field.kind === "localized") {
          return (
            <LocalizedInput
              key={path}
              path={path}
              label={field.meta.label}
              help={field.meta.help}
              multiline={field.meta.input === "multiline"}
              max={field.max}
              required={field.required}
              value={valueAt(value, path) as LocalizedText | undefined}
              published={counterpartAt(published, value, path) as LocalizedText | undefined}
              errors={errors}
              onChange={onChange}
            />
          );
        }
        if (field.kind === "image") {
          return (
            <ImageInput
              key={path}
              path={path}
              label={field.meta.label}
              help={field.meta.help}
              alt={{ label: field.alt.meta.label, help: field.alt.meta.help, max: field.alt.max, required: true }}
              value={valueAt(value, path) as Photo | undefined}
              published={counterpartAt(published, value, path) as Photo | undefined}
              errors={errors}
              onChange={onChange}
            />
          );
        }
        if (field.kind === "choice") {
          // An optional choice offers "None" first, which removes the value.
          const none = field.optional ? [{ value: "", label: text.noChoice }] : [];
          return (
            <div key={path} data-field={path}>
              <SelectField
                name={path}
                label={field.meta.label}
                hint={field.meta.help}
                required={!field.optional}
                error={errors[path]}
                options={[...none, ...field.options]}
                value={String(valueAt(value, path) ?? "")}
                onChange={(event) => onChange(path, event.target.value || undefined)}
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
