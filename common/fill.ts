/**
 * Words with a figure or a name in them are written as templates in the content
 * modules ("Page {page} of {pages}"), never as functions: a template is text, so a
 * translation gives its own (`"{pages} में से पेज {page}"`, the words in Hindi order)
 * and it travels in loader data like every other word. Numbers are written with
 * the page language's Indian grouping (1,00,000); a figure given as text is put
 * in as it is. Shared by the app and the server (the message catalogues in
 * common/messages/ hold templates too).
 */

import { formatIndianNumber } from "./indian-number.ts";
import type { Locale } from "./locale.ts";

export type TemplateValues = Record<string, string | number>;

/** The template with each `{name}` replaced by its value. */
export function fill(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatIndianNumber(value) : value;
  });
}

/** A wording that differs for one thing and for many (`{ one: "{n} post found", other: "{n} posts found" }`). */
export interface PluralWords {
  one: string;
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural form the language uses for `n`, filled in. */
export function fillPlural(words: PluralWords, n: number, locale: Locale, values: TemplateValues = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === "hi" ? "hi-IN" : "en-IN");
    pluralRules.set(locale, rules);
  }
  return fill(rules.select(n) === "one" ? words.one : words.other, { n, ...values });
}
