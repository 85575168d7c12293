/**
 * The files of responses waiting in the offline queue. Local storage holds text
 * only (and little of it), so the chosen files wait in IndexedDB under the
 * response's client id until the response is sent or discarded. Where IndexedDB is
 * missing, nothing is kept: the server then refuses the answer by name ("the file
 * did not arrive") and the visitor is told, instead of the file vanishing silently.
 */
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

/** Keeps the files of a queued response; answers false when they could not be kept. */
export async function stashFiles(clientId: string, files: StashedFiles): Promise<boolean> {
  if (Object.keys(files).length === 0) return true;
  const key = await run("readwrite", (store) => store.put(files, clientId));
  return key !== undefined;
}

export async function stashedFiles(clientId: string): Promise<StashedFiles | undefined> {
  return (await run<StashedFiles | undefined>("readonly", (store) => store.get(clientId))) ?? undefined;
}

export async function dropStashedFiles(clientId: string): Promise<void> {
  await run("readwrite", (store) => store.delete(clientId));
}
