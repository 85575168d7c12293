/**
 * Text a Hindi page may show in Latin letters (tests/e2e/hindi.spec.ts): people's
 * names (every `name` in the English content and in what a new site's documents start
 * with, whose Hindi, when empty, shows the English; and the initials their avatars show),
 * the organisation's name and postal address, e-mail, web and UPI addresses, and the
 * switch back to English. Everything else on /hi is Hindi.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const contentDirs = ["../../app/content", "../../server/content-seed", "../../server/content-seed/pages"].map((dir) =>
  path.resolve(import.meta.dirname, dir),
);

function namesIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) namesIn(item, into);
  else if (typeof value === "object" && value !== null && !("$$typeof" in value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "name" && typeof inner === "string") into.add(inner);
      else if (key === "name" && typeof (inner as { en?: unknown })?.en === "string")
        into.add((inner as { en: string }).en);
      else namesIn(inner, into);
    }
  }
}

/** Every `name` the English content modules and the seeds give (people, partners, schools). */
export async function contentNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const dir of contentDirs) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      namesIn(Object.values(await import(path.join(dir, file))), names);
    }
  }
  return names;
}

const initials = (name: string) =>
  name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms)\.?\s+/, "")
    .split(/\s+/)
    .map((word) => word[0])
    .join("");

/** The organisation's name and postal address, as the page shows them (site facts, server/config.ts). */
export interface SiteFacts {
  name: string;
  address: string;
}

export async function hindiLatinAllowed(site: SiteFacts) {
  const words = site.name.split(" ");
  const names = await contentNames();
  const allowed = new Set([
    ...names,
    ...[...names].flatMap((name) => {
      const all = initials(name);
      return [all, all.slice(0, 2), `${all[0]}${all.at(-1)}`];
    }),
    site.address,
    // The name, and the two lines of the logo (its first word, then the rest).
    ...words.map((_, index) => words.slice(0, index + 1).join(" ")),
    ...words.map((_, index) => words.slice(index).join(" ")),
    // The language switch names English in English (its name holds the "EN" a phone shows: "English EN").
    "English",
    "English EN",
  ]);
  // E-mail and web addresses, and the UPI ID (name@bank).
  const patterns = [/^\S+@\S+$/, /^(https?:\/\/|www\.)\S+$/];
  return (text: string) => allowed.has(text) || patterns.some((pattern) => pattern.test(text));
}
