/**
 * Slugs (spec 5): the title lowercased, punctuation removed, spaces to hyphens,
 * plus a time-based suffix. Letters of every script are kept, so a Hindi title
 * gives a Hindi slug rather than an empty one.
 */
const MAX_BASE_LENGTH = 80;

export function slugify(title: string): string {
  return (
    title
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .slice(0, MAX_BASE_LENGTH)
      // Runs are single hyphens by now: drop one at either end.
      .replace(/^-|-$/g, "")
  );
}

/** `slugify(title)` plus the creation time in base 36 (8 characters until the year 2059). */
export function slugWithTimeSuffix(title: string, now: number = Date.now()): string {
  const base = slugify(title);
  const suffix = now.toString(36);
  return base ? `${base}-${suffix}` : suffix;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot be one (and must not reach a uuid column, which would fail). */
export const isUuid = (value: string) => UUID.test(value);
