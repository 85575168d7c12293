/**
 * The site details (issue 41): read by every page (the root loader), so kept in
 * memory and read again from the database only after a save here or on another
 * instance (the change channel's "site-details" tag, or "*" when it lost track).
 * Saves are checked by the content model's schema before they arrive here (the
 * API's body schema); this marks Hindi texts whose English changed as out of date.
 */
import { markStaleHindi, staleHindiPaths } from "#common/content-model/localized";
import { type SiteDetails, siteDetailsFromConfig } from "#common/content-model/site-details";
import type { SiteConfig } from "#common/site-config";
import { type ChangeChannel, EVERYTHING } from "../cache/change-channel.ts";
import type { ContentStore, StoredDocument } from "./content-store.ts";

export const SITE_DETAILS_TAG = "site-details";
const REF = { kind: "site-details", key: "site" } as const;
/** Who wrote the first version, in the history. */
export const FIRST_START = "first start";

export function createSiteDetailsService({
  store,
  changes,
  defaults,
}: {
  store: ContentStore;
  changes: ChangeChannel;
  /** The configuration's site facts: the first version's values. */
  defaults: SiteConfig;
}) {
  let current: Promise<StoredDocument<SiteDetails>> | undefined;
  const forget = () => {
    current = undefined;
  };
  changes.subscribe((tags) => {
    if (tags.includes(SITE_DETAILS_TAG) || tags.includes(EVERYTHING)) forget();
  });

  function stored(): Promise<StoredDocument<SiteDetails>> {
    if (!current) {
      const reading = store.ensure<SiteDetails>(REF, () => siteDetailsFromConfig(defaults), FIRST_START);
      current = reading;
      // A failed read is not kept: the next page asks the database again.
      reading.catch(() => {
        if (current === reading) forget();
      });
    }
    return current;
  }

  return {
    /** The published details, with their version (for the next save's check). */
    stored,
    async get(): Promise<SiteDetails> {
      return (await stored()).data;
    },
    async save(details: SiteDetails, expectedVersion: number, by: string) {
      const previous = await stored();
      try {
        return await store.save(REF, markStaleHindi(details, previous.data), expectedVersion, by);
      } finally {
        forget();
      }
    },
    async restore(version: number, expectedVersion: number, by: string) {
      try {
        return await store.restore<SiteDetails>(REF, version, expectedVersion, by);
      } finally {
        forget();
      }
    },
    history: () => store.history(REF),
    revision: (version: number) => store.revision<SiteDetails>(REF, version),
    /** The fields whose Hindi was written for an earlier English text. */
    async staleHindi(): Promise<string[]> {
      return staleHindiPaths(await this.get());
    },
  };
}

export type SiteDetailsService = ReturnType<typeof createSiteDetailsService>;
