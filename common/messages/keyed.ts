/**
 * Keyed messages: what a check or the server has to say travels as the key of its
 * catalogue entry and the values that fill it (`{ key: "contactMessages.validation.tooLong",
 * params: { max: 5000 } }`), and each language writes its own text from its own
 * catalogue (common/messages/<x>.ts, common/messages/hi/<x>.ts, the same keys).
 * A key is the catalogue's export name and the path to the entry, dot-separated.
 *
 * `messageText` is the one place a keyed message becomes text. The browser gives it
 * the catalogues of the page's forms in the page's language (app/i18n/messages.ts),
 * the server all of them (catalogues.ts, hi/catalogues.ts): the API's English and a
 * route action's answer in the page's language.
 *
 * A message that is already text (the admin area's, which is English only, or a
 * staff-written label) stays a plain string: `Message` is either.
 */
import { fill, fillPlural, type PluralWords } from "../fill.ts";
import type { Locale } from "../locale.ts";

/** What fills a template's `{name}`s; a plural's count is `n`. */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface KeyedMessage {
  /** The catalogue's export name and the entry's path: `formMessages.answer.required`. */
  key: string;
  params?: MessageParams;
  /**
   * The text the server already wrote it in (the API's English), for a reader
   * without that catalogue: a page still running older code than the server.
   */
  text?: string;
}

/** A keyed message, or text already in the language it is shown in. */
export type Message = KeyedMessage | string;

export const keyed = (key: string, params?: MessageParams): KeyedMessage => (params ? { key, params } : { key });

/**
 * Whether a text is a message key rather than words (a zod schema's message is
 * one or the other): a key is dotted names, words have spaces.
 */
export const isMessageKey = (text: string): boolean => /^[A-Za-z]\w*(\.\w+)+$/.test(text);

/** A catalogue's shape with each entry replaced by its key (what `keysOf` gives). */
export type KeysOf<T> = {
  readonly [K in keyof T]: T[K] extends string | PluralWords | ((...args: never[]) => unknown) ? string : KeysOf<T[K]>;
};

function isPlural(value: unknown): value is PluralWords {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as PluralWords).one === "string" &&
    typeof (value as PluralWords).other === "string"
  );
}

/**
 * The keys of a catalogue, in its own shape: `keysOf("contactMessages", contactMessages).validation.tooLong`
 * is `"contactMessages.validation.tooLong"`. Schemas name their messages with these.
 */
export function keysOf<T extends object>(name: string, catalogue: T): KeysOf<T> {
  const walk = (value: unknown, path: string): unknown =>
    typeof value === "object" && value !== null && !Array.isArray(value) && !isPlural(value)
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, `${path}.${key}`)]))
      : path;
  return walk(catalogue, name) as KeysOf<T>;
}

/**
 * A message's text in `locale`, from `catalogues` (export name → catalogue, in that
 * language): a template filled with its params, a plural's form for `params.n` by the
 * language's rules. Undefined when the catalogues have no text at that key (a
 * catalogue not given, or an entry with no words in this language).
 */
export function messageText(
  message: Message,
  catalogues: Readonly<Record<string, unknown>>,
  locale: Locale,
): string | undefined {
  if (typeof message === "string") return message;
  let entry: unknown = catalogues;
  for (const part of message.key.split(".")) {
    if (typeof entry !== "object" || entry === null || !Object.hasOwn(entry, part)) return undefined;
    entry = (entry as Record<string, unknown>)[part];
  }
  const params = message.params ?? {};
  if (typeof entry === "string") return fill(entry, params);
  if (isPlural(entry)) return fillPlural(entry, Number(params.n), locale, params);
  return undefined;
}
