/**
 * A post's address, /blog/{slug} (spec 5, amended by issue 43 and decision 056):
 * made from the title, or from what the staff type in the editor's Address field,
 * lowercased, punctuation removed, spaces to hyphens. Hindi is written in Latin
 * letters (common/devanagari-latin.ts), so a Hindi title gives a readable address
 * instead of a long percent-encoded one; accents are dropped ("café" → "cafe").
 * Other scripts keep their letters. Shared by the server (which decides) and the
 * editor (which shows the address it will get as the title is typed).
 */
import { devanagariToLatin } from "./devanagari-latin.ts";

export const MAX_SLUG_LENGTH = 80;

export function slugify(text: string): string {
  return (
    devanagariToLatin(text.normalize("NFKC"))
      // Accents off Latin letters; NFC puts back together what NFD took apart in other scripts.
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .slice(0, MAX_SLUG_LENGTH)
      // Runs are single hyphens by now: drop one at either end.
      .replace(/^-|-$/g, "")
  );
}

/** The address of a post whose title has no letters or digits at all ("!!!"). */
export const FALLBACK_SLUG = "post";

/** The slug a title gives (never empty). */
export const slugFromTitle = (title: string) => slugify(title) || FALLBACK_SLUG;
