/**
 * The admin's forms come from the content model's schemas (issue 41): this walks a
 * zod object schema into the fields a form shows (a text, a localized text with its
 * English and Hindi side by side, a choice, a day, a group of fields, a list of
 * items), with the labels and help the model registered (`fieldMeta`,
 * common/content-model/localized.ts) and the limits its checks carry. No form is
 * written field by field, so a field added to the model is in the form.
 *
 * A list's item fields have paths inside the item ("title"); the form puts them
 * under the item's own path ("openings.2" + "title"). Values are reached by dotted
 * paths whose numbers are list positions ("openings.2.title.en").
 */
import type { z } from "zod";
import { type FieldMeta, fieldMeta, type LocalizedText } from "#common/content-model/localized";

type Limits = { max?: number; required: boolean };

export type ModelField =
  | ({ kind: "text"; path: string; meta: FieldMeta } & Limits)
  | ({ kind: "localized"; path: string; meta: FieldMeta } & Limits)
  | { kind: "date"; path: string; meta: FieldMeta; required: boolean }
  | { kind: "choice"; path: string; meta: FieldMeta; options: { value: string; label: string }[] }
  /** Kept but not shown: a list item's id. */
  | { kind: "hidden"; path: string; meta: FieldMeta }
  | { kind: "group"; path: string; meta: FieldMeta; fields: ModelField[] }
  | {
      kind: "list";
      path: string;
      meta: FieldMeta;
      /** What one item is called ("Opening") and the field that titles it. */
      item: { label: string; titleField?: string };
      /** An item's fields, their paths inside the item. */
      fields: ModelField[];
      min: number;
      max?: number;
    };

export type ListField = Extract<ModelField, { kind: "list" }>;

type Check = { _zod: { def: { check: string } } };
type AnySchema = z.ZodType & {
  def: {
    type: string;
    innerType?: AnySchema;
    shape?: Record<string, AnySchema>;
    element?: AnySchema;
    checks?: Check[];
  };
};

/** Through `.default()` and `.optional()` to the schema that describes the value. */
function inner(schema: AnySchema): AnySchema {
  const { type, innerType } = schema.def;
  return (type === "default" || type === "optional") && innerType ? inner(innerType) : schema;
}

function lengths(schema: AnySchema): Limits {
  const text = inner(schema) as unknown as { minLength?: number | null; maxLength?: number | null };
  return { max: text.maxLength ?? undefined, required: (text.minLength ?? 0) > 0 };
}

/** A list's `.min()` and `.max()` (zod keeps an array's limits among its checks only). */
function itemCounts(schema: AnySchema): { min: number; max?: number } {
  const checks = (schema.def.checks ?? []).map(
    (check) => check._zod.def as { check: string; minimum?: number; maximum?: number },
  );
  return {
    min: checks.find((check) => check.check === "min_length")?.minimum ?? 0,
    max: checks.find((check) => check.check === "max_length")?.maximum,
  };
}

/** `path` under `parent` ("openings.2" and "title": "openings.2.title"). */
export const joinPath = (parent: string, path: string) => (parent ? `${parent}.${path}` : path);

export function modelFields(schema: z.ZodObject, parent = ""): ModelField[] {
  const fields: ModelField[] = [];
  for (const [key, child] of Object.entries(schema.shape as Record<string, AnySchema>)) {
    const path = joinPath(parent, key);
    const meta = fieldMeta.get(child) ?? { label: key };
    const value = inner(child);
    if (meta.hidden) {
      fields.push({ kind: "hidden", path, meta });
    } else if (meta.localized) {
      const english = (value as unknown as z.ZodObject).shape.en as AnySchema;
      fields.push({ kind: "localized", path, meta, ...lengths(english) });
    } else if (meta.options) {
      const options = Object.entries(meta.options).map(([option, label]) => ({ value: option, label }));
      fields.push({ kind: "choice", path, meta, options });
    } else if (meta.input === "date") {
      fields.push({ kind: "date", path, meta, required: lengths(value).required });
    } else if (value.def.type === "array" && value.def.element) {
      const item = { label: meta.item?.label ?? meta.label, titleField: meta.item?.titleField };
      const fieldsOfItem = modelFields(inner(value.def.element) as unknown as z.ZodObject);
      fields.push({ kind: "list", path, meta, item, fields: fieldsOfItem, ...itemCounts(value) });
    } else if (value.def.type === "object") {
      fields.push({ kind: "group", path, meta, fields: modelFields(value as unknown as z.ZodObject, path) });
    } else if (value.def.type === "string") {
      fields.push({ kind: "text", path, meta, ...lengths(value) });
    } else {
      throw new Error(`The admin's form has no field for ${path} (${value.def.type})`);
    }
  }
  return fields;
}

/** The value at a dotted path ("officeHours.weekdays", "openings.2.title"). */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  return path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/** A copy of `value` with `path` set to `next`; arrays on the way stay arrays. */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const current: unknown = value ?? (/^\d+$/.test(key) ? [] : {});
  const child = (current as Record<string, unknown>)[key];
  const set = rest.length === 0 ? next : withValueAt(child, rest.join("."), next);
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = set;
    return copy as T;
  }
  return { ...(current as object), [key]: set } as T;
}

type Item = Record<string, unknown> & { id?: unknown };

/**
 * The value in `other` (what is published, an earlier version) that stands where
 * `path` is in `value`: list items matched by their id, never by their position,
 * so an item moved up is still compared with itself. Undefined when `other` has no such item.
 */
export function counterpartAt(other: unknown, value: unknown, path: string): unknown {
  let here = value;
  let there = other;
  for (const key of path ? path.split(".") : []) {
    if (Array.isArray(here) && Array.isArray(there)) {
      const id = (here[Number(key)] as Item | undefined)?.id;
      here = here[Number(key)];
      there = id === undefined ? undefined : (there as Item[]).find((item) => item?.id === id);
    } else {
      here = (here as Record<string, unknown> | undefined)?.[key];
      there = (there as Record<string, unknown> | undefined)?.[key];
    }
  }
  return there;
}

/** An item's title: its title field's English, or "" (a new item, not yet named). */
export function itemTitle(list: ListField, item: unknown): string {
  if (!list.item.titleField) return "";
  const title = valueAt(item, list.item.titleField);
  const text = typeof title === "object" && title !== null ? (title as LocalizedText).en : title;
  return typeof text === "string" ? text.trim() : "";
}

/** A new item's id: "new-" and 8 hex digits, unlike any of `taken` (its title may change; the id stays). */
export function newItemId(taken: readonly unknown[] = []): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const id = `new-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
    if (!taken.includes(id)) return id;
  }
}

/**
 * A new item of a list, as the model's checks start it: a fresh id, empty texts,
 * the first option of a choice, `today` for a required day (empty for an optional
 * one), no items in its own lists.
 */
export function newItem(list: ListField, today: string, taken: readonly unknown[] = []): Item {
  const fill = (fields: ModelField[], item: Item): Item =>
    fields.reduce<Item>((made, field) => {
      const start = {
        hidden: () => newItemId(taken),
        localized: () => ({ en: "", hi: "", hiStale: false }),
        text: () => "",
        date: () => (field.kind === "date" && field.required ? today : ""),
        choice: () => (field.kind === "choice" ? field.options[0]?.value : undefined),
        list: () => [],
        group: () => (field.kind === "group" ? valueAt(fill(field.fields, {}), field.path) : {}),
      }[field.kind]();
      return withValueAt(made, field.path, start);
    }, item);
  return fill(list.fields, {});
}

export interface FlatField {
  /** The field, its path from the document's root ("openings.2.title"). */
  field: ModelField;
  /** With the groups, lists and items it is in: "Job openings › Education Program Manager › Job title". */
  label: string;
}

/**
 * Every field shown of `value`, groups opened and each list item's fields under the
 * item's title (for the list of Hindi out of date). Lists themselves are not in
 * it, only what their items hold; nor are hidden fields.
 */
export function flatFields(fields: ModelField[], value?: unknown, groups: string[] = [], parent = ""): FlatField[] {
  return fields.flatMap((field): FlatField[] => {
    const path = joinPath(parent, field.path);
    if (field.kind === "hidden") return [];
    if (field.kind === "group") return flatFields(field.fields, value, [...groups, field.meta.label], parent);
    if (field.kind === "list") {
      const items = valueAt(value, path);
      if (!Array.isArray(items)) return [];
      return items.flatMap((item, index) => {
        const title = itemTitle(field, item) || `${field.item.label} ${index + 1}`;
        return flatFields(field.fields, value, [...groups, field.meta.label, title], joinPath(path, String(index)));
      });
    }
    return [{ field: { ...field, path }, label: [...groups, field.meta.label].join(" › ") }];
  });
}
