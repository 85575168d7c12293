/**
 * Every Hindi module against its English one: the same texts at the same places.
 * TypeScript already refuses a missing or extra entry (`Translation<T>`); this
 * walks the values too, so an entry hidden by a cast or a spread, a list with an
 * item less, or an English module with no Hindi one at all fails here.
 */
import { describe, expect, it } from "vitest";
import { hindiMessages } from "#common/messages/hi/catalogues";
import { UNTRANSLATED_KEYS } from "#common/translation";

const hindiModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
const englishModules = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts"], { eager: true });

/**
 * English modules with no words of their own (addresses, shapes), or gathering other
 * modules' (site-words: chrome, pages, navigation; root-words: translated as
 * site-chrome's toast, notFound and error). The admin area's words (content/admin/)
 * stay English and are not among the modules walked here.
 */
const NOT_TRANSLATED = new Set(["card-types", "tab-panels", "site-words", "root-words", "nav-entry", "paths"]);

const identifier = new Set<string>(UNTRANSLATED_KEYS);
const isDrawn = (value: object) => "$$typeof" in value;

function hasText(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (Array.isArray(value)) return value.some(hasText);
  if (typeof value === "object" && value !== null && !isDrawn(value)) {
    return Object.entries(value).some(([key, inner]) => !isIdentifier(key, inner) && hasText(inner));
  }
  return false;
}

function isIdentifier(key: string, value: unknown): boolean {
  return identifier.has(key) && (typeof value !== "object" || value === null || isDrawn(value));
}

/** Where the two differ: a text in one language and not the other, or lists of different lengths. */
function differences(english: unknown, hindi: unknown, at: string): string[] {
  if (typeof english === "string") return typeof hindi === "string" ? [] : [`${at}: no Hindi text`];
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi)) return [`${at}: no Hindi list`];
    if (hindi.length !== english.length) return [`${at}: ${english.length} English items, ${hindi.length} Hindi`];
    return english.flatMap((item, index) => (hasText(item) ? differences(item, hindi[index], `${at}[${index}]`) : []));
  }
  if (typeof english !== "object" || english === null) return [`${at}: Hindi text where English has none`];
  if (typeof hindi !== "object" || hindi === null) return [`${at}: no Hindi words`];
  const found: string[] = [];
  const words = hindi as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === "function") {
      // A text written from values (an e-mail's subject from the site's name): many stay
      // English (the admin's), so a Hindi one is optional, but must take the same values.
      if (key in words) found.push(...sameFunction(value, words[key], `${at}.${key}`));
    } else if (isIdentifier(key, value) || !hasText(value)) {
      if (key in words) found.push(`${at}.${key}: only in Hindi (not words in English)`);
    } else if (!(key in words)) found.push(`${at}.${key}: missing in Hindi`);
    else found.push(...differences(value, words[key], `${at}.${key}`));
  }
  for (const key of Object.keys(words)) if (!(key in english)) found.push(`${at}.${key}: only in Hindi`);
  return found;
}

function sameFunction(english: (...values: never[]) => unknown, hindi: unknown, at: string): string[] {
  if (typeof hindi !== "function") return [`${at}: no Hindi function`];
  return hindi.length === english.length
    ? []
    : [`${at}: ${english.length} values in English, ${hindi.length} in Hindi`];
}

const nameOf = (path: string) => path.replace(/^.*\//, "").replace(/\.ts$/, "");

describe("Hindi content", () => {
  it("has a Hindi module for every English content module visitors read", () => {
    const hindi = new Set(Object.keys(hindiModules).map(nameOf));
    const missing = Object.entries(englishModules)
      .filter(([path, exports]) => !NOT_TRANSLATED.has(nameOf(path)) && Object.values(exports).some(hasText))
      .map(([path]) => nameOf(path))
      .filter((name) => !hindi.has(name));
    expect(missing).toEqual([]);
  });

  for (const [path, hindi] of Object.entries(hindiModules)) {
    const name = nameOf(path);
    it(`${name}: every text in both languages, at the same places`, () => {
      const english = englishModules[`../${name}.ts`];
      expect(english, `app/content/${name}.ts`).toBeDefined();
      expect(moduleDifferences(english, hindi)).toEqual([]);
    });
  }
});

/** Each export of a Hindi module against the English module's export of that name. */
function moduleDifferences(english: Record<string, unknown> | undefined, hindi: Record<string, unknown>): string[] {
  return Object.entries(hindi).flatMap(([exportName, words]) =>
    exportName in (english ?? {})
      ? differences(english?.[exportName], words, exportName)
      : [`${exportName}: not exported by the English module`],
  );
}

/*
 * The message catalogues (common/messages/): texts the browser and the server
 * share. Those visitors read have a Hindi module in common/messages/hi/, walked
 * the same way; hi/catalogues.ts is what the site layout sends.
 */
const hindiCatalogues = import.meta.glob<Record<string, unknown>>(
  [
    "../../../common/messages/hi/*.ts",
    "!../../../common/messages/hi/*.test.ts",
    "!../../../common/messages/hi/catalogues.ts",
  ],
  { eager: true },
);
const englishCatalogues = import.meta.glob<Record<string, unknown>>(
  ["../../../common/messages/*.ts", "!../../../common/messages/*.test.ts"],
  { eager: true },
);
/** The code of the public site (the admin area stays English). */
const publicCode = import.meta.glob<string>(
  [
    "../../components/**/*.{ts,tsx}",
    "../../routes/**/*.{ts,tsx}",
    "../../blocks/**/*.{ts,tsx}",
    "../../lib/**/*.{ts,tsx}",
    "!../../**/admin/**",
    "!../../**/*.test.{ts,tsx}",
  ],
  { query: "?raw", import: "default", eager: true },
);

/** Hindi catalogues only the server reads, so the site layout does not send them. */
const SERVER_ONLY_CATALOGUES: Record<string, string> = {
  "newsletter-mail":
    "the confirmation e-mail and the lines around an issue, written by server/services/newsletter-*.ts",
};

/** Catalogues public code imports that stay English, and why. */
const ENGLISH_CATALOGUES: Record<string, string> = {
  keyed: "no words: the keyed messages' types and the one resolver",
  admin: "the sign-in and the admin's downloads (app/lib/login-error.ts, authorized-download.ts)",
  "api-client": "the API client's fallback when an answer carries no message, never shown on a visitor form",
};

describe("Hindi message catalogues", () => {
  it("has a Hindi catalogue for every catalogue the public site imports", () => {
    const hindi = new Set(Object.keys(hindiCatalogues).map(nameOf));
    const imported = new Set(
      Object.values(publicCode).flatMap((code) =>
        [...code.matchAll(/#common\/messages\/([\w-]+)["']/g)].map((m) => m[1] ?? ""),
      ),
    );
    const missing = [...imported].filter((name) => !hindi.has(name) && !(name in ENGLISH_CATALOGUES));
    expect(missing).toEqual([]);
  });

  it("sends every Hindi catalogue with the site layout's words (hi/catalogues.ts)", () => {
    const exported = Object.entries(hindiCatalogues)
      .filter(([path]) => !(nameOf(path) in SERVER_ONLY_CATALOGUES))
      .flatMap(([, exports]) => Object.keys(exports));
    expect(Object.keys(hindiMessages).sort()).toEqual(exported.sort());
  });

  for (const [path, hindi] of Object.entries(hindiCatalogues)) {
    const name = nameOf(path);
    it(`${name}: every text in both languages, at the same places`, () => {
      const english = englishCatalogues[`../../../common/messages/${name}.ts`];
      expect(english, `common/messages/${name}.ts`).toBeDefined();
      expect(moduleDifferences(english, hindi)).toEqual([]);
    });
  }
});
