/**
 * Files kept in this browser until they are sent. Local storage holds text only
 * (and little of it), so chosen files wait in IndexedDB under a key of their
 * owner's choosing: the offline custom-form queue keeps a response's files under
 * its client id until the response is sent or discarded; the admin's unsaved
 * gallery uploads keep theirs under the draft's key (decision 030). Where
 * IndexedDB is missing, nothing is kept: the server then refuses a queued answer
 * by name ("the file did not arrive") and the visitor is told, and an admin's
 * draft comes back without its photos, instead of anything vanishing silently.
 */
// The name predates the second use; renaming it would strand files already queued.
const DB_NAME = "custom-form-files";
const STORE = "files";

export type StashedFiles = Record<string, File>;

function openDb(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === "undefined") return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

/** Keeps `files` under `key` (replacing what was there); answers false when they could not be kept. */
export async function stashFiles(key: string, files: StashedFiles): Promise<boolean> {
  if (Object.keys(files).length === 0) return true;
  const stored = await run("readwrite", (store) => store.put(files, key));
  return stored !== undefined;
}

export async function stashedFiles(key: string): Promise<StashedFiles | undefined> {
  return (await run<StashedFiles | undefined>("readonly", (store) => store.get(key))) ?? undefined;
}

/** The keys files are kept under (the queue's client ids, the admin drafts' keys). */
export async function stashKeys(): Promise<string[]> {
  const keys = await run("readonly", (store) => store.getAllKeys());
  return (keys ?? []).filter((key): key is string => typeof key === "string");
}

export async function dropStashedFiles(key: string): Promise<void> {
  await run("readwrite", (store) => store.delete(key));
}
