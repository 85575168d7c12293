/**
 * One document the staff edit (issue 41; common/content-model/documents.ts), read by
 * the pages: kept in memory and read again from the database only after a save here
 * or on another instance (the change channel's tag of the document's name, or "*"
 * when it lost track). Saves are checked by the document's schema before they arrive
 * (the API's body schema); this marks Hindi texts whose English changed as out of
 * date. A new site's first read writes the first version from `initial`.
 */
import { markStaleHindi } from "#common/content-model/localized";
import { contentMessages } from "#common/messages/content";
import { type ChangeChannel, EVERYTHING } from "../cache/change-channel.ts";
import { DomainError } from "../errors.ts";
import type { ContentStore, StoredDocument } from "./content-store.ts";

/** Who wrote the first version, in the history. */
const FIRST_START = "first start";

export function createContentDocument<T>({
  store,
  changes,
  name,
  initial,
  onPublished,
  scheduleAt,
}: {
  store: ContentStore;
  changes: ChangeChannel;
  /** The document's name: its kind in the store and its tag in the change channel. */
  name: string;
  /** The first version's content: called only when there is none yet (loaded then, not kept in memory). */
  initial: () => T | Promise<T>;
  /** What else follows a save or a restore (the search index), once it is stored. */
  onPublished?: (document: T) => Promise<void>;
  /** Asks for `publishScheduled` to run at `at` (a background job; server/services/index.ts). */
  scheduleAt?: (at: Date) => Promise<void>;
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
    /** Publishes `document` as the version after `expectedVersion`; the draft `draftVersion` it came from, if any, goes. */
    async save(document: T, expectedVersion: number, by: string, draftVersion?: number) {
      const previous = await stored();
      const saved = await published(() =>
        store.save(ref, markStaleHindi(document, previous.data), expectedVersion, by),
      );
      if (draftVersion) await store.deleteDraft(ref, draftVersion);
      return saved;
    },
    restore(version: number, expectedVersion: number, by: string) {
      return published(() => store.restore<T>(ref, version, expectedVersion, by));
    },
    /** The draft, if there is one: saved without publishing. */
    draft: () => store.draft<T>(ref),
    /**
     * Saves a draft begun from published version `basedOn` (`draftVersion` 0: the first),
     * its Hindi marked out of date against what is published. A schedule stays.
     */
    async saveDraft(document: T, draftVersion: number, basedOn: number, by: string) {
      const [published, before] = await Promise.all([stored(), store.draft<T>(ref)]);
      const data = markStaleHindi(document, published.data);
      return store.saveDraft(ref, { data, basedOn, publishAt: before?.publishAt ?? null }, draftVersion, by);
    },
    discardDraft: (draftVersion: number) => store.deleteDraft(ref, draftVersion),
    /** Publishes draft `draftVersion`; refused when someone published after it was begun. */
    publishDraft(draftVersion: number, by: string) {
      return published(() => store.publishDraft<T>(ref, draftVersion, by));
    },
    /** Sets (or, with null, cancels) the time draft `draftVersion` publishes itself. */
    async schedule(draftVersion: number, at: Date | null, by: string) {
      const draft = await store.draft<T>(ref);
      if (!draft) throw new DomainError("not-found", contentMessages.noDraft);
      const saved = await store.saveDraft(
        ref,
        { data: draft.data, basedOn: draft.basedOn, publishAt: at },
        draftVersion,
        by,
      );
      if (at) await scheduleAt?.(at);
      return saved;
    },
    /**
     * The background job's part: publishes the draft when its time has come (a draft
     * saved again keeps its time; a cancelled one has none, and stays).
     */
    async publishScheduled(now = new Date()) {
      const draft = await store.draft<T>(ref);
      if (!draft?.publishAt || draft.publishAt > now) return undefined;
      return published(() => store.publishDraft<T>(ref, draft.version, `${draft.updatedBy} (scheduled)`));
    },
    history: () => store.history(ref),
    revision: (version: number) => store.revision<T>(ref, version),
  };
}

export type ContentDocumentService<T> = ReturnType<typeof createContentDocument<T>>;
