/**
 * One process per data directory. The embedded database (PGlite) keeps its files
 * in DATA_DIR and is not made to be shared: two processes on the same directory
 * each see only their own writes and the last to close wins. So whoever opens it
 * (the server, `npm run admin -- …`) first takes an exclusive lock, and a second
 * process stops at once with a message naming the one that holds it.
 *
 * The lock is a directory made atomically by proper-lockfile, whose modification
 * time the holder refreshes; a lock left by a process that died is stale once it
 * has not been refreshed for STALE_MS (a directory shared between machines), and
 * at once when the recorded owner was on this machine and its process id no
 * longer runs.
 */
import { readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/** Inside DATA_DIR: the lock itself, and who holds it. */
export const LOCK_DIR_NAME = "process.lock";
export const LOCK_OWNER_FILE_NAME = "process.lock.json";
/** Long enough that a busy event loop never loses the lock; a dead local owner is seen at once anyway. */
const STALE_MS = 60_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** What the holder is: "server", "npm run admin -- backup", … */
  purpose: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const holder = owner
      ? `${owner.purpose} (pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt})`
      : "another process";
    super(
      `DATA_DIR ${dataDir} is in use by ${holder}. Only one process may use the embedded database at a time: ` +
        "stop that process first (or use another DATA_DIR). To run several instances of the site, use " +
        'PostgreSQL (DATABASE_URL): see "Running several instances" in docs/operations.md.',
    );
    this.name = "DataDirLockedError";
  }
}

/** Directories this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

export interface DataDirLock {
  release(): Promise<void>;
}

function readOwner(dataDir: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, LOCK_OWNER_FILE_NAME), "utf8")) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * True when the owner ran on this machine and its process is gone, or has our pid
 * without our holding it (a pid reused after a container restart).
 */
function ownerIsDead(owner: LockOwner | undefined): boolean {
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Takes the lock on `dataDir` (created if missing) or throws DataDirLockedError.
 * `onCompromised` runs if the lock is lost while held (its directory removed or
 * not refreshable); the default stops the process, since another may now open the files.
 */
export async function lockDataDir(
  dataDir: string,
  purpose: string,
  onCompromised: (err: Error) => void = (err) => {
    console.error(`Lost the lock on DATA_DIR ${dataDir} (${err.message}); stopping.`);
    process.exit(1);
  },
): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, readOwner(dir));
  await mkdir(dir, { recursive: true });
  const options = { lockfilePath: path.join(dir, LOCK_DIR_NAME), stale: STALE_MS, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    const owner = readOwner(dir);
    if (!ownerIsDead(owner)) throw new DataDirLockedError(dir, owner);
    // Left behind by a process that is gone (killed, crashed): take it over.
    await rm(options.lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, options);
    } catch (retryErr) {
      if ((retryErr as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dir, readOwner(dir));
      throw retryErr;
    }
  }
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), purpose, startedAt: new Date().toISOString() };
  heldHere.add(dir);
  await writeFile(path.join(dir, LOCK_OWNER_FILE_NAME), `${JSON.stringify(owner)}\n`);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await rm(path.join(dir, LOCK_OWNER_FILE_NAME), { force: true });
      await release();
      heldHere.delete(dir);
    },
  };
}
