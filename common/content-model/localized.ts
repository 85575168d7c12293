/**
 * English and Hindi side by side, per field (issue 41). A localized field is
 * `{ en, hi, hiStale }`: English is required where the field is, Hindi may be empty
 * (the page then shows the English), and `hiStale` marks a Hindi text written for an
 * earlier English one. The server sets `hiStale` when it saves (`markStaleHindi`):
 * an English change with the Hindi left as it was makes the Hindi out of date, and
 * saving the Hindi makes it current again. The admin's form shows the mark and the
 * list of every out-of-date field.
 */
import { z } from "zod";
import type { Locale } from "../locale.ts";
import { boundedText } from "../schemas/text.ts";

/** What the admin's form generator reads from a schema's `.meta()`. */
export type FieldMeta = {
  /** The label the staff see. */
  label: string;
  /** One line under the field: an example, what it is used for. */
  help?: string;
  /** `multiline`: a text area; `date`: a day on the calendar; `image`: a photo of the site's own (fields.ts `photo`). */
  input?: "multiline" | "date" | "image";
  /** A localized field: English and Hindi inputs side by side. */
  localized?: true;
  /** A choice: the label the staff see for each value, in the order offered. */
  options?: Record<string, string>;
  /** A list: the field of an item that names it (its title), and what one item is called. */
  item?: { label: string; titleField?: string };
  /** Kept but not shown (a list item's `id`, made by the form). */
  hidden?: true;
};

/**
 * Labels and help of the model's fields, for the admin's forms: a registry of
 * their own, so they stay out of the API's OpenAPI document (zod's global
 * `.meta()` would write them there as unknown schema keywords).
 */
export const fieldMeta = z.registry<FieldMeta>();

/** `schema`, labelled for the admin's form. */
export function labelled<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema, meta);
  return schema;
}

export function localizedText({ label, max, required, help, input }: FieldMeta & { max: number; required?: boolean }) {
  const tooLong = `${label}: at most ${max} characters`;
  const en = boundedText(max, tooLong, required ? { required: `${label} is required (in English)` } : {});
  const meta: FieldMeta = { label, localized: true, ...(help ? { help } : {}), ...(input ? { input } : {}) };
  return labelled(
    z.object({
      en,
      hi: boundedText(max, `${label} (Hindi): at most ${max} characters`).default(""),
      hiStale: z.boolean().default(false),
    }),
    meta,
  );
}

export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

/** The text of a localized field in `locale`: the Hindi when there is one, else the English. */
export function inLocale(text: LocalizedText, locale: Locale): string {
  return locale === "hi" && text.hi ? text.hi : text.en;
}

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as LocalizedText).en === "string" &&
  typeof (value as LocalizedText).hi === "string" &&
  typeof (value as LocalizedText).hiStale === "boolean";

/**
 * Walks `next` beside `previous` (the stored document) and sets each localized
 * field's `hiStale`: out of date when its English changed and its Hindi did not;
 * current when its Hindi was written now (or there is none). Lists are matched by
 * their items' `id`, never by position; only the lines of a text list, which have no
 * id (a programme's ticked lines), are matched by position.
 */
export function markStaleHindi<T>(next: T, previous: unknown): T {
  if (isLocalized(next)) {
    const before = isLocalized(previous) ? previous : undefined;
    if (!next.hi) return { ...next, hiStale: false };
    if (!before) return next;
    const englishChanged = next.en !== before.en;
    const hindiChanged = next.hi !== before.hi;
    return { ...next, hiStale: hindiChanged ? false : englishChanged || before.hiStale };
  }
  if (Array.isArray(next)) {
    const earlier: unknown[] = Array.isArray(previous) ? previous : [];
    const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;
    const byId = new Map(earlier.filter((item) => idOf(item) !== undefined).map((item) => [idOf(item), item]));
    return next.map((item, index) =>
      markStaleHindi(item, idOf(item) === undefined ? earlier[index] : byId.get(idOf(item))),
    ) as T;
  }
  if (typeof next === "object" && next !== null) {
    const before = (typeof previous === "object" && previous !== null ? previous : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(next).map(([key, value]) => [key, markStaleHindi(value, before[key])]),
    ) as T;
  }
  return next;
}

/** Every localized field whose Hindi is out of date, by its path ("address", "people.3.role"). */
export function staleHindiPaths(value: unknown, path: string[] = []): string[] {
  if (isLocalized(value)) return value.hiStale && value.hi ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => staleHindiPaths(item, [...path, String(index)]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => staleHindiPaths(item, [...path, key]));
  }
  return [];
}

/** `T` as a visitor reads it in one language: each localized field a string. */
export type InLocale<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer E)[]
    ? InLocale<E>[]
    : T extends object
      ? { [K in keyof T]: InLocale<T[K]> }
      : T;

/** Every localized field of `value` in `locale` (`inLocale`), the rest as it is. */
export function inLocaleDeep<T>(value: T, locale: Locale): InLocale<T> {
  if (isLocalized(value)) return inLocale(value, locale) as InLocale<T>;
  if (Array.isArray(value)) return value.map((item) => inLocaleDeep(item, locale)) as InLocale<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inLocaleDeep(item, locale)]),
    ) as InLocale<T>;
  }
  return value as InLocale<T>;
}

/** Every localized text in `value`, in `locale`, in order (what the search reads of a document). */
export function textsInLocale(value: unknown, locale: Locale): string[] {
  if (isLocalized(value)) {
    const text = inLocale(value, locale).trim();
    return text ? [text] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => textsInLocale(item, locale));
  if (typeof value === "object" && value !== null)
    return Object.values(value).flatMap((item) => textsInLocale(item, locale));
  return [];
}
