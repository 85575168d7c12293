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
 *
 * A page's blocks and a block's buttons are each one of several kinds, told apart
 * by their `kind` (a zod discriminated union): a "union" field, whose options each
 * have their own fields, paths inside the item; in a list, it is the item itself
 * (path ""). A bullet list is a "textList": lines in English and Hindi without ids,
 * matched by position (the only list that is).
 */
import type { z } from "zod";
import { type FieldMeta, fieldMeta, type LocalizedText } from "#common/content-model/localized";
import { contentFormText as text } from "~/content/admin/content";

type Limits = { max?: number; required: boolean };

export type ModelField =
  | ({ kind: "text"; path: string; meta: FieldMeta } & Limits)
  | ({ kind: "localized"; path: string; meta: FieldMeta } & Limits)
  | { kind: "date"; path: string; meta: FieldMeta; required: boolean }
  /**
   * A photo of the site's own (its address, size and alt text): picked from the gallery or
   * uploaded; `alt` is its alt text's field (path inside the photo). Optional: none at first.
   */
  | { kind: "image"; path: string; meta: FieldMeta; optional: boolean; alt: { meta: FieldMeta } & Limits }
  | {
      kind: "choice";
      path: string;
      meta: FieldMeta;
      options: { value: string; label: string }[];
      /** `.optional()`: "None" is offered too, and removes the value. */
      optional: boolean;
      /** The value a new item starts with (the model's `.default()`; else the first option). */
      initial?: string;
    }
  /** Kept but not shown: a list item's id. */
  | { kind: "hidden"; path: string; meta: FieldMeta }
  /** Always the same value, not shown: a union option's `kind` (the union's select sets it). */
  | { kind: "constant"; path: string; meta: FieldMeta; value: unknown }
  | { kind: "group"; path: string; meta: FieldMeta; fields: ModelField[] }
  | {
      kind: "list";
      path: string;
      meta: FieldMeta;
      /** What one item is called ("Opening") and the field that titles it. */
      item: { label: string; titleField?: string };
      /** An item's fields, their paths inside the item; one union field at "" when items are of several kinds. */
      fields: ModelField[];
      min: number;
      max?: number;
    }
  /** Lines of text, each in English and Hindi (a card's ticked lines): no ids, matched by position. */
  | { kind: "textList"; path: string; meta: FieldMeta; line: { meta: FieldMeta } & Limits; min: number; max?: number }
  /** One of several kinds (a block, a button), told apart by `discriminator`; each kind its own fields. */
  | { kind: "union"; path: string; meta: FieldMeta; discriminator: string; options: UnionOption[] };

/** One kind of a union: its value of the discriminator, its label ("Opens a page"), its fields. */
export interface UnionOption {
  value: string;
  label: string;
  /** Its fields, their paths inside the item (the discriminator among them, as a constant). */
  fields: ModelField[];
  /** The field that titles an item of this kind (the list's title field, else its heading), if any. */
  titleField?: string;
}

export type ListField = Extract<ModelField, { kind: "list" }>;
export type UnionField = Extract<ModelField, { kind: "union" }>;
export type TextListField = Extract<ModelField, { kind: "textList" }>;

type Check = { _zod: { def: { check: string } } };
type AnySchema = z.ZodType & {
  def: {
    type: string;
    innerType?: AnySchema;
    shape?: Record<string, AnySchema>;
    element?: AnySchema;
    checks?: Check[];
    /** A union's options and, for a discriminated union, the key that tells them apart. */
    options?: AnySchema[];
    discriminator?: string;
    /** A literal's values; a default's value. */
    values?: unknown[];
    defaultValue?: unknown;
  };
};

/** Through `.default()` and `.optional()` to the schema that describes the value. */
function inner(schema: AnySchema): AnySchema {
  const { type, innerType } = schema.def;
  return (type === "default" || type === "optional") && innerType ? inner(innerType) : schema;
}

/** The labels registered for `schema`, or for the schema inside its `.default()` / `.optional()`. */
function metaOf(schema: AnySchema): FieldMeta | undefined {
  const { type, innerType } = schema.def;
  const own = fieldMeta.get(schema);
  if (own) return own;
  return (type === "default" || type === "optional") && innerType ? metaOf(innerType) : undefined;
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

/** `path` under `parent` ("openings.2" and "title": "openings.2.title"); "" is the parent itself. */
export const joinPath = (parent: string, path: string) => (parent && path ? `${parent}.${path}` : parent || path);

/** The localized texts a kind's item is best called by when the list names no title field. */
const TITLE_KEYS = ["heading", "title", "name"];

/**
 * The field that titles an item of a union option: the list's title field when the
 * option has it (a button's label), else its heading (or title, or name), else its
 * first required localized text; none when it has none (the heading band).
 */
function titleFieldOf(fields: ModelField[], listTitle?: string): string | undefined {
  if (listTitle && fields.some((field) => field.path === listTitle)) return listTitle;
  const texts = fields.filter((field) => field.kind === "localized");
  const named = TITLE_KEYS.map((key) => texts.find((field) => field.path === key)).find(Boolean);
  return (named ?? texts.find((field) => field.required))?.path;
}

/** A discriminated union (`z.discriminatedUnion("kind", [...])`) as a field: each option's label and fields. */
function unionField(path: string, schema: AnySchema, meta: FieldMeta, listTitle?: string): UnionField {
  const { discriminator, options = [] } = schema.def;
  if (!discriminator)
    throw new Error(`The admin's form needs ${path || "a list's items"} told apart by a key ("kind")`);
  return {
    kind: "union",
    path,
    meta,
    discriminator,
    options: options.map((option) => {
      const object = inner(option) as unknown as z.ZodObject;
      const value = String(((object.shape as Record<string, AnySchema>)[discriminator]?.def.values ?? [])[0]);
      const fields = modelFields(object);
      return { value, label: metaOf(option)?.label ?? value, fields, titleField: titleFieldOf(fields, listTitle) };
    }),
  };
}

/** The field of `child` (a value of an object at `path`). */
function modelField(path: string, key: string, child: AnySchema): ModelField {
  const meta = metaOf(child) ?? { label: key };
  const value = inner(child);
  if (meta.hidden) return { kind: "hidden", path, meta };
  if (meta.localized) {
    const english = (value as unknown as z.ZodObject).shape.en as AnySchema;
    return { kind: "localized", path, meta, ...lengths(english) };
  }
  if (meta.options) {
    const options = Object.entries(meta.options).map(([option, label]) => ({ value: option, label }));
    const initial = child.def.type === "default" ? String(child.def.defaultValue) : undefined;
    return { kind: "choice", path, meta, options, optional: child.def.type === "optional", initial };
  }
  if (meta.input === "date") return { kind: "date", path, meta, required: lengths(value).required };
  if (meta.input === "image") {
    const alt = (value as unknown as z.ZodObject).shape.alt as AnySchema;
    const english = (inner(alt) as unknown as z.ZodObject).shape.en as AnySchema;
    const altMeta = metaOf(alt) ?? { label: "Alt text" };
    return {
      kind: "image",
      path,
      meta,
      optional: child.def.type === "optional",
      alt: { meta: altMeta, ...lengths(english) },
    };
  }
  if (value.def.type === "literal") return { kind: "constant", path, meta, value: value.def.values?.[0] };
  if (value.def.type === "array" && value.def.element) {
    const element = inner(value.def.element);
    const elementMeta = metaOf(value.def.element);
    if (elementMeta?.localized) {
      const english = (element as unknown as z.ZodObject).shape.en as AnySchema;
      return { kind: "textList", path, meta, line: { meta: elementMeta, ...lengths(english) }, ...itemCounts(value) };
    }
    const item = { label: meta.item?.label ?? meta.label, titleField: meta.item?.titleField };
    const fields =
      element.def.type === "union"
        ? [unionField("", element, elementMeta ?? { label: item.label }, item.titleField)]
        : modelFields(element as unknown as z.ZodObject);
    return { kind: "list", path, meta, item, fields, ...itemCounts(value) };
  }
  if (value.def.type === "union") return unionField(path, value, meta);
  if (value.def.type === "object") {
    return { kind: "group", path, meta, fields: modelFields(value as unknown as z.ZodObject, path) };
  }
  if (value.def.type === "string") return { kind: "text", path, meta, ...lengths(value) };
  throw new Error(`The admin's form has no field for ${path} (${value.def.type})`);
}

export function modelFields(schema: z.ZodObject, parent = ""): ModelField[] {
  return Object.entries(schema.shape as Record<string, AnySchema>).map(([key, child]) =>
    modelField(joinPath(parent, key), key, child),
  );
}

/** The value at a dotted path ("officeHours.weekdays", "openings.2.title"). */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  return path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * A copy of `value` with `path` set to `next` (`value` itself replaced at ""); arrays
 * on the way stay arrays. `undefined` removes an object's key (an optional choice set to None).
 */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  if (!path) return next as T;
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const current: unknown = value ?? (/^\d+$/.test(key) ? [] : {});
  const child = (current as Record<string, unknown>)[key];
  const set = rest.length === 0 ? next : withValueAt(child, rest.join("."), next);
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = set;
    return copy as T;
  }
  if (set === undefined) {
    const { [key]: _removed, ...others } = current as Record<string, unknown>;
    return others as T;
  }
  return { ...(current as object), [key]: set } as T;
}

type Item = Record<string, unknown> & { id?: unknown };

/**
 * The value in `other` (what is published, an earlier version) that stands where
 * `path` is in `value`: list items matched by their id, never by their position,
 * so an item moved up is still compared with itself; only a text list's lines,
 * which have no id, by position. Undefined when `other` has no such item.
 */
export function counterpartAt(other: unknown, value: unknown, path: string): unknown {
  let here = value;
  let there = other;
  for (const key of path ? path.split(".") : []) {
    if (Array.isArray(here) && Array.isArray(there)) {
      const id = (here[Number(key)] as Item | null | undefined)?.id;
      here = here[Number(key)];
      there = id === undefined ? (there as unknown[])[Number(key)] : (there as Item[]).find((item) => item?.id === id);
    } else {
      here = (here as Record<string, unknown> | undefined)?.[key];
      there = (there as Record<string, unknown> | undefined)?.[key];
    }
  }
  return there;
}

/** The union a list's items are (a page's blocks, a block's buttons), or undefined for items of one kind. */
export function listUnion(list: ListField): UnionField | undefined {
  const [only] = list.fields;
  return list.fields.length === 1 && only?.kind === "union" && only.path === "" ? only : undefined;
}

/** The kind of `item` among `union`'s options (by its discriminator), if it is one of them. */
export function unionOption(union: UnionField, item: unknown): UnionOption | undefined {
  const kind = (item as Item | null | undefined)?.[union.discriminator];
  return union.options.find((option) => option.value === kind);
}

/** The fields an item of `list` has: its kind's, for a list of several kinds. */
export function itemFields(list: ListField, item: unknown): ModelField[] {
  const union = listUnion(list);
  return union ? (unionOption(union, item)?.fields ?? []) : list.fields;
}

/** The field that titles `item` (its kind's, for a list of several kinds), if it has one. */
export function itemTitleField(list: ListField, item: unknown): string | undefined {
  const union = listUnion(list);
  return union ? unionOption(union, item)?.titleField : list.item.titleField;
}

/** An item's title: its title field's English, or "" (a new item, not yet named). */
export function itemTitle(list: ListField, item: unknown): string {
  const field = itemTitleField(list, item);
  if (!field) return "";
  const title = valueAt(item, field);
  const text = typeof title === "object" && title !== null ? (title as LocalizedText).en : title;
  return typeof text === "string" ? text.trim() : "";
}

/** The label of `item`'s kind ("Programme cards"), for a list of several kinds. */
export function itemKind(list: ListField, item: unknown): string | undefined {
  const union = listUnion(list);
  return union ? unionOption(union, item)?.label : undefined;
}

/**
 * What an item is called on its card, in the history and the Hindi list: its kind
 * and its title ("Programme cards — Four ways we keep children learning"), either
 * alone, or `fallback` when it has neither.
 */
export function itemName(list: ListField, item: unknown, fallback: string): string {
  return [itemKind(list, item), itemTitle(list, item)].filter(Boolean).join(" — ") || fallback;
}

/** A new item's id: "new-" and 8 hex digits, unlike any of `taken` (its title may change; the id stays). */
export function newItemId(taken: readonly unknown[] = []): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const id = `new-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
    if (!taken.includes(id)) return id;
  }
}

/** A new localized text: both languages empty. */
export const emptyText = (): LocalizedText => ({ en: "", hi: "", hiStale: false });

/**
 * The value a field starts with in a new item, as the model's checks want it: a
 * fresh id, empty texts, a choice's default or first option (none when optional),
 * `today` for a required day (empty for an optional one), a union's `kind` (its
 * first option unless `kind` says), a list with as many new items as it needs
 * (most need none), a text list with no lines.
 */
function startOf(field: ModelField, today: string, taken: readonly unknown[], kind?: string): unknown {
  switch (field.kind) {
    case "hidden":
      return newItemId(taken);
    case "constant":
      return field.value;
    case "localized":
      return emptyText();
    case "text":
      return "";
    case "date":
      return field.required ? today : "";
    case "choice":
      return field.optional ? undefined : (field.initial ?? field.options[0]?.value);
    case "image":
      // No photo until one is picked (a required one too: the check then asks for it).
      return undefined;
    case "textList":
      return [];
    case "list": {
      const items: Item[] = [];
      while (items.length < field.min)
        items.push(
          newItem(
            field,
            today,
            items.map((item) => item.id),
          ),
        );
      return items;
    }
    case "group":
      return valueAt(startFields(field.fields, today, taken), field.path);
    case "union": {
      const option = field.options.find((each) => each.value === kind) ?? field.options[0];
      return option ? startFields(option.fields, today, taken) : {};
    }
  }
}

function startFields(fields: ModelField[], today: string, taken: readonly unknown[], kind?: string): Item {
  return fields.reduce<Item>((made, field) => withValueAt(made, field.path, startOf(field, today, taken, kind)), {});
}

/**
 * A new item of a list, as the model's checks start it (`startOf`); of `kind` in a
 * list of several kinds (else the first). Its id is unlike any of `taken`.
 */
export function newItem(list: ListField, today: string, taken: readonly unknown[] = [], kind?: string): Item {
  return startFields(list.fields, today, taken, kind);
}

/** Whether `value`, held by `from`, may stay in `to` (same name, same kind of field, a value it takes). */
function keeps(from: ModelField, to: ModelField, value: unknown): boolean {
  if (from.kind !== to.kind || from.path !== to.path) return false;
  if (to.kind === "constant") return false;
  if (to.kind === "choice") return value === undefined ? to.optional : to.options.some((o) => o.value === value);
  if (to.kind === "list" || to.kind === "textList" || to.kind === "group" || to.kind === "union") {
    return JSON.stringify(from) === JSON.stringify(to);
  }
  return true;
}

/**
 * `item` made a `kind` of `union`: a new item of that kind that keeps the item's id
 * and every field of the same name and type (a button's text, a section's heading).
 */
export function withKind(union: UnionField, item: unknown, kind: string, today: string): Item {
  const from = unionOption(union, item)?.fields ?? [];
  const to = union.options.find((option) => option.value === kind);
  if (!to) return item as Item;
  return to.fields.reduce<Item>(
    (made, field) => {
      const source = from.find((each) => each.path === field.path);
      const value = valueAt(item, field.path);
      return source && keeps(source, field, value) ? withValueAt(made, field.path, value) : made;
    },
    startFields(to.fields, today, []),
  );
}

/** Whether a value holds something the staff wrote (a text, a line, an item). */
function filled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object" && value !== null) {
    const { en, hi } = value as Partial<LocalizedText>;
    if (typeof en === "string") return `${en}${hi ?? ""}`.trim() !== "";
    return Object.values(value).some(filled);
  }
  return false;
}

/** The labels of what `item` would lose by becoming a `kind` of `union` (texts and lists it holds that the kind has not). */
export function lostByKind(union: UnionField, item: unknown, kind: string): string[] {
  const from = unionOption(union, item)?.fields ?? [];
  const to = union.options.find((option) => option.value === kind)?.fields ?? [];
  return from
    .filter((field) => field.kind !== "hidden" && field.kind !== "constant" && field.kind !== "choice")
    .filter((field) => filled(valueAt(item, field.path)))
    .filter((field) => {
      const target = to.find((each) => each.path === field.path);
      return !target || !keeps(field, target, valueAt(item, field.path));
    })
    .map((field) => field.meta.label);
}

export interface FlatField {
  /** The field, its path from the document's root ("openings.2.title"). */
  field: ModelField;
  /** With the groups, lists and items it is in: "Job openings › Education Program Manager › Job title". */
  label: string;
}

/**
 * Every field shown of `value`, groups opened and each list item's fields under the
 * item's name (for the list of Hindi out of date): a block's under its kind and
 * heading, a text list's lines each as a localized text ("Line 2"). Lists themselves
 * are not in it, only what their items hold; nor are hidden fields and constants.
 */
export function flatFields(fields: ModelField[], value?: unknown, groups: string[] = [], parent = ""): FlatField[] {
  return fields.flatMap((field): FlatField[] => {
    const path = joinPath(parent, field.path);
    if (field.kind === "hidden" || field.kind === "constant") return [];
    if (field.kind === "group") return flatFields(field.fields, value, [...groups, field.meta.label], parent);
    if (field.kind === "union") {
      const option = unionOption(field, valueAt(value, path));
      const within = field.path ? [...groups, field.meta.label] : groups;
      return option ? flatFields(option.fields, value, within, path) : [];
    }
    if (field.kind === "list") {
      const items = valueAt(value, path);
      if (!Array.isArray(items)) return [];
      return items.flatMap((item, index) => {
        const title = itemName(field, item, `${field.item.label} ${index + 1}`);
        return flatFields(field.fields, value, [...groups, field.meta.label, title], joinPath(path, String(index)));
      });
    }
    if (field.kind === "textList") {
      const lines = valueAt(value, path);
      if (!Array.isArray(lines)) return [];
      return lines.map((_, index) => ({
        field: { kind: "localized", path: joinPath(path, String(index)), meta: field.line.meta, ...lineLimits(field) },
        label: [...groups, field.meta.label, text.line(index + 1)].join(" › "),
      }));
    }
    if (field.kind === "image") {
      // Its alt text, when it has a photo: a localized text like any other (out of date, compared).
      if (valueAt(value, path) === undefined) return [];
      const alt = {
        kind: "localized",
        path: joinPath(path, "alt"),
        meta: field.alt.meta,
        max: field.alt.max,
        required: field.alt.required,
      } as const;
      return [{ field: alt, label: [...groups, field.meta.label, field.alt.meta.label].join(" › ") }];
    }
    return [{ field: { ...field, path }, label: [...groups, field.meta.label].join(" › ") }];
  });
}

/** A text list's line's limits, as a localized field's. */
export const lineLimits = (field: TextListField): Limits => ({ max: field.line.max, required: field.line.required });
