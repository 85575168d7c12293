/**
 * One document the staff edit (issue 41; common/content-model/documents.ts), read by
 * the pages: kept in memory and read again from the database only after a save here
 * or on another instance (the change channel's tag of the document's name, or "*"
 * when it lost track). Saves are checked by the document's schema before they arrive
 * (the API's body schema); this marks Hindi texts whose English changed as out of
 * date. A new site's first read writes the first version from `initial`.
 */
import { markStaleHindi } from "#common/content-model/localized";
import { type ChangeChannel, EVERYTHING } from "../cache/change-channel.ts";
import type { ContentStore, StoredDocument } from "./content-store.ts";

/** Who wrote the first version, in the history. */
const FIRST_START = "first start";

export function createContentDocument<T>({
  store,
  changes,
  name,
  initial,
  onPublished,
}: {
  store: ContentStore;
  changes: ChangeChannel;
  /** The document's name: its kind in the store and its tag in the change channel. */
  name: string;
  /** The first version's content. */
  initial: () => T;
  /** What else follows a save or a restore (the search index), once it is stored. */
  onPublished?: (document: T) => Promise<void>;
}) {
  const ref = { kind: name, key: "site" } as const;
  let current: Promise<StoredDocument<T>> | undefined;
  const forget = () => {
    current = undefined;
  };
  changes.subscribe((tags) => {
    if (tags.includes(name) || tags.includes(EVERYTHING)) forget();
  });

  function stored(): Promise<StoredDocument<T>> {
    if (!current) {
      const reading = store.ensure<T>(ref, initial, FIRST_START);
      current = reading;
      // A failed read is not kept: the next page asks the database again.
      reading.catch(() => {
        if (current === reading) forget();
      });
    }
    return current;
  }

  /** Stores a new version; whatever happens, the next read asks the database. */
  async function published(write: () => Promise<StoredDocument<T>>): Promise<StoredDocument<T>> {
    let saved: StoredDocument<T>;
    try {
      saved = await write();
    } finally {
      forget();
    }
    await onPublished?.(saved.data);
    return saved;
  }

  return {
    /** The published document, with its version (for the next save's check). */
    stored,
    async get(): Promise<T> {
      return (await stored()).data;
    },
    async save(document: T, expectedVersion: number, by: string) {
      const previous = await stored();
      return published(() => store.save(ref, markStaleHindi(document, previous.data), expectedVersion, by));
    },
    restore(version: number, expectedVersion: number, by: string) {
      return published(() => store.restore<T>(ref, version, expectedVersion, by));
    },
    history: () => store.history(ref),
    revision: (version: number) => store.revision<T>(ref, version),
  };
}

export type ContentDocumentService<T> = ReturnType<typeof createContentDocument<T>>;
