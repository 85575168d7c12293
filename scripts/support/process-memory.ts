/** What a process holds in memory, read from /proc (Linux), for the load and soak runs. */
import { readFile } from "node:fs/promises";

/** Resident memory of process `pid`, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}
