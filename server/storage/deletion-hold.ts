/**
 * Deletes that wait while a backup copies the stored files (issue 46). A backup
 * dumps the database first and copies the files after it: a file deleted in between
 * would be missing from an archive whose database still names it. A delete asked for
 * meanwhile (a post removed, the sweep) is done once the copy is finished; uploads go
 * on as ever (a file the dump does not name is swept after a restore).
 */
import type { Storage } from "./storage.ts";

export interface DeletionHold {
  /** Runs `copy` with every delete of this storage waiting until it has finished. */
  holdingDeletes<T>(copy: () => Promise<T>): Promise<T>;
}

export function withDeletionHold(storage: Storage): Storage & DeletionHold {
  let holders = 0;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    ...storage,
    async delete(key) {
      while (holders > 0) await released;
      await storage.delete(key);
    },
    async holdingDeletes(copy) {
      if (holders++ === 0) {
        released = new Promise((resolve) => {
          release = resolve;
        });
      }
      try {
        return await copy();
      } finally {
        if (--holders === 0) release();
      }
    },
  };
}
