/** What a process holds in memory, read from /proc (Linux), for the load and soak runs. */
import { readFile } from "node:fs/promises";

/** Resident memory of process `pid`, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Resident memory of a process by who holds it, in MB (decision 083 found the C allocator's arenas this way). */
export interface MemoryByKind {
  /** WebAssembly memories (PGlite's PostgreSQL): anonymous reservations of 1 GB and more. */
  webAssembly: number;
  /** glibc's malloc: the [heap] and its per-thread arenas (64 MB-aligned anonymous regions): libvips, native modules. */
  cAllocator: number;
  /** Mapped files: the code of Node, its libraries and native modules. */
  files: number;
  /** Every other anonymous mapping: mostly V8's heap and code. */
  other: number;
}

const GB = 2 ** 30;
const ARENA_SIZE = 64 * 2 ** 20;

interface Mapping {
  start: number;
  end: number;
  perms: string;
  name: string;
  rssKb: number;
}

/**
 * Reads /proc/PID/smaps; a sum of Rss by kind of mapping (a diagnosis: the soak reports
 * it to say what grew). A WebAssembly memory and a glibc arena are each one readable
 * mapping followed by the inaccessible rest of their reservation: 8 GB and more for
 * WebAssembly (its guard region), 64 MB at a 64 MB boundary for an arena.
 */
export async function memoryByKind(pid: number): Promise<MemoryByKind> {
  const smaps = await readFile(`/proc/${pid}/smaps`, "utf8");
  const mappings: Mapping[] = [];
  for (const line of smaps.split("\n")) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) {
      // address-range perms offset device inode [name]
      const [range = "", perms = "", , , , ...name] = line.split(/\s+/);
      const [start = "0", end = "0"] = range.split("-");
      mappings.push({
        start: Number.parseInt(start, 16),
        end: Number.parseInt(end, 16),
        perms,
        name: name.join(" "),
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rssKb += Number(rss[1]);
  }
  const kb: MemoryByKind = { webAssembly: 0, cAllocator: 0, files: 0, other: 0 };
  for (const [i, mapping] of mappings.entries()) {
    let reservationEnd = mapping.end;
    // The inaccessible rest of the reservation follows it directly (read in place, not copied).
    for (let next = mappings[i + 1], j = i + 1; next; next = mappings[++j]) {
      if (next.start !== reservationEnd || next.name !== "" || next.perms !== "---p") break;
      reservationEnd = next.end;
    }
    kb[kindOf(mapping, reservationEnd - mapping.start)] += mapping.rssKb;
  }
  const mb = (value: number) => Math.round(value / 1024);
  return { webAssembly: mb(kb.webAssembly), cAllocator: mb(kb.cAllocator), files: mb(kb.files), other: mb(kb.other) };
}

function kindOf(mapping: Mapping, reservation: number): keyof MemoryByKind {
  if (mapping.name.startsWith("/")) return "files";
  if (mapping.name === "[heap]") return "cAllocator";
  if (mapping.name !== "") return "other"; // [stack], [vvar] and the like
  if (reservation >= GB) return "webAssembly";
  if (mapping.start % ARENA_SIZE === 0 && reservation === ARENA_SIZE) return "cAllocator";
  return "other";
}
