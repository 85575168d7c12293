import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_DIR_NAME, LOCK_OWNER_FILE_NAME, lockDataDir } from "./data-dir-lock.ts";

const keep = () => {};

describe("lockDataDir", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "ngo-lock-unit-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** A lock as a process that is not this one left it. */
  async function leaveLock(owner: { pid: number; hostname: string }) {
    await mkdir(path.join(dataDir, LOCK_DIR_NAME));
    await writeFile(
      path.join(dataDir, LOCK_OWNER_FILE_NAME),
      JSON.stringify({ ...owner, purpose: "a server", startedAt: "2026-11-23T10:00:00.000Z" }),
    );
  }

  it("refuses a second holder, even in the same process, naming the first; free again once released", async () => {
    const lock = await lockDataDir(dataDir, "a server", keep);
    const second = lockDataDir(dataDir, "npm run admin -- backup", keep);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`is in use by a server (pid ${process.pid} on ${os.hostname()}`);
    await lock.release();
    expect(await readdir(dataDir)).toEqual([]);
    const again = await lockDataDir(dataDir, "a server", keep);
    await again.release();
  });

  it("takes over the lock of a process on this machine that no longer runs", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid as number;
    await leaveLock({ pid: gone, hostname: os.hostname() });
    const lock = await lockDataDir(dataDir, "a server", keep);
    await lock.release();
  });

  it("keeps refusing while the recorded holder runs, here or on another machine (until the lock goes stale)", async () => {
    await leaveLock({ pid: process.ppid, hostname: os.hostname() });
    await expect(lockDataDir(dataDir, "a server", keep)).rejects.toThrow(`(pid ${process.ppid} on`);
    await writeFile(
      path.join(dataDir, LOCK_OWNER_FILE_NAME),
      JSON.stringify({ pid: 1, hostname: "another-host", purpose: "a server", startedAt: "x" }),
    );
    await expect(lockDataDir(dataDir, "a server", keep)).rejects.toThrow("(pid 1 on another-host");
  });
});
