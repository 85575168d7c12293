/**
 * The message map: every English text of the message catalogues (common/messages/)
 * with its Hindi (common/messages/hi/), and the look-up built from it. Plain data and
 * pure functions, used by the server (a route action's answer, already in Hindi on a
 * Hindi page) and by the browser (messages.ts: what a form's own check and the API
 * say, in Hindi, once the map has been fetched).
 *
 * A catalogue's template ("Please keep this under {max} characters") is matched
 * as a pattern, its `{name}`s capturing what was filled in ("5,000": a figure,
 * except for the few placeholders that hold words, `TEXT_PLACEHOLDERS`), and the
 * Hindi template is filled with those ("कृपया इसे 5,000 अक्षरों से छोटा रखें");
 * a plural's forms ({ one, other }) both lead to the Hindi plural, whose form is
 * chosen by Hindi's rules for the captured `{n}`. A captured `{message}` (the
 * server's reason inside a sentence) is itself looked up. Anything not in a
 * catalogue (an admin's own words, an unknown server text, a text already in Hindi)
 * comes back unchanged.
 */
import { fill, fillPlural, type PluralWords } from "#common/fill";
import { UNTRANSLATED_KEYS } from "#common/translation";

/** One English template and its Hindi: a template, or a plural's Hindi words with the English form it was. */
export type TemplateEntry = { en: string; hi: string } | { en: string; hi: PluralWords; form: keyof PluralWords };

/** The map (plain data). */
export interface MessageMap {
  /** English text without a `{name}` → its Hindi. */
  plain: Record<string, string>;
  templates: TemplateEntry[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);
const identifierKeys = new Set<string>(UNTRANSLATED_KEYS);

function isPlural(value: unknown): value is PluralWords {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as PluralWords).one === "string" &&
    typeof (value as PluralWords).other === "string"
  );
}

/**
 * The map of every pair of catalogues (`[english, hindi]`, walked side by side).
 * Identifiers (links, ids) and functions (the admin's own texts) are skipped; an
 * English text met twice keeps its first Hindi.
 */
export function buildMessageMap(pairs: readonly (readonly [unknown, unknown])[]): MessageMap {
  const map: MessageMap = { plain: {}, templates: [] };
  const seen = new Set<string>();
  const add = (entry: TemplateEntry) => {
    if (seen.has(entry.en)) return;
    seen.add(entry.en);
    map.templates.push(entry);
  };
  const walk = (english: unknown, hindi: unknown) => {
    if (typeof english === "string") {
      if (typeof hindi !== "string" || hindi === english) return;
      if (hasPlaceholder(english)) add({ en: english, hi: hindi });
      else if (!(english in map.plain)) map.plain[english] = hindi;
    } else if (isPlural(english) && isPlural(hindi)) {
      // Both English forms lead to the Hindi plural; Hindi's rules choose its form.
      for (const form of ["one", "other"] as const) add({ en: english[form], hi: hindi, form });
    } else if (Array.isArray(english) && Array.isArray(hindi)) {
      for (const [index, item] of english.entries()) walk(item, hindi[index]);
    } else if (typeof english === "object" && english !== null && typeof hindi === "object" && hindi !== null) {
      const words = hindi as Record<string, unknown>;
      for (const [key, value] of Object.entries(english)) {
        if (identifierKeys.has(key) && typeof value !== "object") continue;
        if (key in words) walk(value, words[key]);
      }
    }
  };
  for (const [english, hindi] of pairs) walk(english, hindi);
  return map;
}

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  entry: TemplateEntry;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The placeholders of the catalogues that hold words (a question's label, the
 * visitor's search, the server's reason, a kind of result); every other one holds
 * a figure, so "{n} found" never takes "Image not found" for a count.
 */
const TEXT_PLACEHOLDERS = new Set(["label", "query", "message", "kind"]);
const FIGURE = "(\\d[\\d,.]*)";
const WORDS = "([\\s\\S]+?)";

function compile(entry: TemplateEntry): CompiledTemplate {
  const names: string[] = [];
  // A figure's `{name}` captures digits; a text's at least one character, as few as will do.
  const source = entry.en
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return TEXT_PLACEHOLDERS.has(part) ? WORDS : FIGURE;
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names, entry };
}

/** Longer than any catalogue message with its values: never looked up. */
const MAX_MESSAGE_LENGTH = 2000;

/** The Hindi of a count as captured ("1,000"), or undefined when it is not a figure. */
function countOf(captured: string | undefined): number | undefined {
  if (captured === undefined) return undefined;
  const n = Number(captured.replace(/,/g, ""));
  return Number.isFinite(n) ? n : undefined;
}

/** Turns a message map into the look-up itself (the patterns compiled once, most specific first). */
export function messageTranslator(map: MessageMap): (english: string) => string {
  const templates = map.templates
    .map(compile)
    // The template with the most fixed words wins ("{label} is required" is tried last).
    .sort((a, b) => b.entry.en.replace(PLACEHOLDER, "").length - a.entry.en.replace(PLACEHOLDER, "").length);

  const translate = (english: string): string => {
    const plain = map.plain[english];
    if (plain !== undefined) return plain;
    if (english.length > MAX_MESSAGE_LENGTH) return english;
    for (const { pattern, names, entry } of templates) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        const captured = match[index + 1] ?? "";
        values[name] = name === "message" ? translate(captured) : captured;
      });
      if (typeof entry.hi === "string") return fill(entry.hi, values);
      const n = countOf(values.n) ?? ("form" in entry && entry.form === "one" ? 1 : undefined);
      return n === undefined ? fill(entry.hi.other, values) : fillPlural(entry.hi, n, "hi", values);
    }
    return english;
  };
  return translate;
}

const translators = new WeakMap<MessageMap, (english: string) => string>();
const identity = (english: string) => english;

/** The look-up for a map, compiled once however many components ask. */
export function translatorFor(map: MessageMap | null | undefined): (english: string) => string {
  if (!map) return identity;
  let translator = translators.get(map);
  if (!translator) {
    translator = messageTranslator(map);
    translators.set(map, translator);
  }
  return translator;
}
