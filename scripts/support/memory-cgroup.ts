/**
 * Confines a process to a memory limit with a cgroup of its own, where this machine
 * lets one be made (npm run soak, issue 46): cgroup v2 (`memory.max`), else v1
 * (`memory.limit_in_bytes`). Without either (no permission, a read-only
 * /sys/fs/cgroup) the process runs unconfined and `how` says so: the soak run then
 * only watches that its resident memory stays under the limit.
 */
import { mkdir, readFile, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface MemoryConfinement {
  /** How the limit is held, in words for the report. */
  how: string;
  /** The cgroup's peak memory, how often it reached the limit and how many processes its OOM killer ended (unknown unconfined). */
  usage(): Promise<{ peakMb?: number; limitHits?: number; oomKills?: number }>;
  /** Removes the cgroup (once the process has ended). */
  remove(): Promise<void>;
}

const ROOT = "/sys/fs/cgroup";
const readNumber = async (file: string) => Number((await readFile(file, "utf8")).trim());
/** `oom_kill N` from v2's memory.events or v1's memory.oom_control (Linux 4.13 and later). */
const readOomKills = async (file: string) =>
  Number(/^oom_kill (\d+)/m.exec(await readFile(file, "utf8").catch(() => ""))?.[1] ?? Number.NaN);
const known = (value: number) => (Number.isFinite(value) ? value : undefined);

async function tryV2(pid: number, bytes: number): Promise<MemoryConfinement | undefined> {
  const controllers = await readFile(path.join(ROOT, "cgroup.controllers"), "utf8").catch(() => "");
  if (!controllers.split(/\s+/).includes("memory")) return undefined;
  const dir = path.join(ROOT, `ngo-soak-${pid}`);
  try {
    await rmdir(dir).catch(() => {});
    await mkdir(dir);
    await writeFile(path.join(dir, "memory.max"), String(bytes));
    await writeFile(path.join(dir, "memory.swap.max"), "0").catch(() => {});
    await writeFile(path.join(dir, "cgroup.procs"), String(pid));
  } catch {
    await rmdir(dir).catch(() => {});
    return undefined;
  }
  return {
    how: `cgroup v2 ${dir}, memory.max ${bytes / 2 ** 20} MB`,
    async usage() {
      const peak = await readNumber(path.join(dir, "memory.peak")).catch(() => Number.NaN);
      const events = await readFile(path.join(dir, "memory.events"), "utf8").catch(() => "");
      const hits = Number(/^max (\d+)/m.exec(events)?.[1]);
      return {
        peakMb: Number.isFinite(peak) ? Math.round(peak / 2 ** 20) : undefined,
        limitHits: known(hits),
        oomKills: known(await readOomKills(path.join(dir, "memory.events"))),
      };
    },
    remove: () => rmdir(dir).catch(() => {}),
  };
}

async function tryV1(pid: number, bytes: number): Promise<MemoryConfinement | undefined> {
  const dir = path.join(ROOT, "memory", `ngo-soak-${pid}`);
  try {
    await mkdir(dir);
    await writeFile(path.join(dir, "memory.limit_in_bytes"), String(bytes));
    await writeFile(path.join(dir, "memory.memsw.limit_in_bytes"), String(bytes)).catch(() => {});
    await writeFile(path.join(dir, "cgroup.procs"), String(pid));
  } catch {
    await rmdir(dir).catch(() => {});
    return undefined;
  }
  return {
    how: `cgroup v1 ${dir}, memory.limit_in_bytes ${bytes / 2 ** 20} MB`,
    async usage() {
      const peak = await readNumber(path.join(dir, "memory.max_usage_in_bytes")).catch(() => Number.NaN);
      const hits = await readNumber(path.join(dir, "memory.failcnt")).catch(() => Number.NaN);
      return {
        peakMb: Number.isFinite(peak) ? Math.round(peak / 2 ** 20) : undefined,
        limitHits: known(hits),
        oomKills: known(await readOomKills(path.join(dir, "memory.oom_control"))),
      };
    },
    remove: () => rmdir(dir).catch(() => {}),
  };
}

export async function confineMemory(pid: number, limitMb: number): Promise<MemoryConfinement> {
  const bytes = limitMb * 2 ** 20;
  return (
    (await tryV2(pid, bytes)) ??
    (await tryV1(pid, bytes)) ?? {
      how: `not confined (no memory cgroup could be made here); RSS watched against ${limitMb} MB`,
      usage: async () => ({}),
      remove: async () => {},
    }
  );
}
