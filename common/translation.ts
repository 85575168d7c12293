/**
 * Hindi text is written as a *translation* of an English content module: an
 * object of the same shape holding only the words (headings, texts, labels),
 * never what is not language (block kinds, ids, links, icons, colours). The
 * English module stays the one source of a page's structure; `translated` lays
 * the Hindi words over it.
 *
 * `Translation<T>` is what TypeScript demands of a Hindi module: every text of
 * the English object, at the same place, and nothing else (a missing or extra
 * entry is a type error). `tests` walk every pair as well (translations.test.ts).
 *
 * Shared by the app and the server: the message catalogues (common/messages/hi/)
 * are translations too.
 */

/**
 * Keys whose strings are not words a visitor reads: identifiers, addresses, icons
 * and styling. Their string values are never translated and a translation may not
 * give them (an object under such a key, say a page's `path` section, is walked
 * like any other).
 */
export const UNTRANSLATED_KEYS = [
  "kind",
  "id",
  "tone",
  "accent",
  "color",
  "icon",
  "path",
  "to",
  "href",
  "src",
  "email",
  "phone",
  "isoDate",
  "defaultTabId",
  "urgency",
  "page",
  "part",
  "card",
  "columns",
  "document",
] as const;
type UntranslatedKey = (typeof UNTRANSLATED_KEYS)[number];

/** Whether `key: value` is an identifier, address or style rather than words. */
type IsIdentifier<K, V> = K extends UntranslatedKey
  ? [HasText<Exclude<V, string | undefined>>] extends [false]
    ? true
    : false
  : false;

/**
 * Whether a value holds any text to translate (a string somewhere inside it);
 * for a union (an optional field, `string | undefined`), whether any member does.
 */
type HasText<T> = true extends HasTextEach<T> ? true : false;
type HasTextEach<T> = T extends string
  ? true
  : T extends readonly (infer E)[]
    ? HasText<E>
    : T extends (...args: never[]) => unknown
      ? false
      : T extends { $$typeof: unknown }
        ? false
        : T extends object
          ? true extends { [K in keyof T]-?: IsIdentifier<K, T[K]> extends true ? false : HasText<T[K]> }[keyof T]
            ? true
            : false
          : false;

/** The words of `T`: its strings at the same places, without what is not language. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly Translation<E>[]
    : T extends object
      ? {
          readonly [K in keyof T as IsIdentifier<K, T[K]> extends true
            ? never
            : HasText<T[K]> extends true
              ? K
              : never]: Translation<T[K]>;
        }
      : never;

const untranslated = new Set<string>(UNTRANSLATED_KEYS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  // React components and elements are objects too: never walked into.
  return !("$$typeof" in value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The English value with the translation's words in place of its own. Anything the
 * translation does not give (structure, icons, links) is the English value's.
 */
export function translated<T>(english: T, translation: Translation<T> | null | undefined): T {
  if (translation === null || translation === undefined) return english;
  if (typeof english === "string") return (typeof translation === "string" ? translation : english) as T;
  if (Array.isArray(english)) {
    const words = translation as readonly unknown[];
    return english.map((item, index) => translated(item, words[index] as never)) as T;
  }
  if (isPlainObject(english)) {
    const words = translation as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      const identifier = untranslated.has(key) && !isPlainObject(value) && !Array.isArray(value);
      result[key] = identifier || !(key in words) ? value : translated(value, words[key] as never);
    }
    return result as T;
  }
  return english;
}
