/**
 * Slugs on the server: made from the title or the Address field (common/blog-slug.ts,
 * the editor shows the same), with a number added only when another post already
 * has the address ("annual-day", then "annual-day-2"), and ids told from slugs.
 */
export { slugFromTitle, slugify } from "#common/blog-slug";

/**
 * The first of `base`, `base-2`, `base-3`… that is not in `taken` (the slugs of
 * other posts that start with `base`).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot be one (and must not reach a uuid column, which would fail). */
export const isUuid = (value: string) => UUID.test(value);
