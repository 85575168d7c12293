/**
 * One POST to a page must not take the server down (issue 40). A 100 MB form body
 * to the Contact Us and Get In Touch pages and their `.data` forms (what React
 * Router's browser code posts), with its length declared or sent in chunks, on the
 * production build, while another client keeps asking /api/health: the answer is
 * 413 within 100 ms, health stays under 50 ms, and the server's memory grows by
 * less than 20 MB. Before, such a body was buffered whole: 100 MB held health for
 * 20 s and took the process to 3.5 GB.
 *
 * Runs in the "timing" project, alone, after every other test file
 * (vitest.config.ts); noise on a shared machine is absorbed by the best of three tries, each
 * judged whole (its answer time, health and memory growth together).
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, type ServerProcess, startBuiltServer } from "../support/server-process.ts";

const serverEntry = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");
const skip = !existsSync(serverEntry) && !process.env.CI;

const BODY_BYTES = 100 * 1024 * 1024;
const ANSWER_WITHIN_MS = 100;
const HEALTH_WITHIN_MS = 50;
const MEMORY_GROWTH_BYTES = 20 * 1024 * 1024;
const TRIES = 3;
const PAGES = ["/ContactUs", "/hi/GetInTouch", "/ContactUs.data", "/hi/GetInTouch.data"];

type Try = { answer: number; health: number; growth: number };
const passes = (t: Try) => t.answer < ANSWER_WITHIN_MS && t.health < HEALTH_WITHIN_MS && t.growth < MEMORY_GROWTH_BYTES;
/** How far a try is from passing, each figure against its own limit (for the report of a failure). */
const score = (t: Try) =>
  Math.max(t.answer / ANSWER_WITHIN_MS, t.health / HEALTH_WITHIN_MS, t.growth / MEMORY_GROWTH_BYTES);

/** The server's resident memory, from /proc (Linux, where CI runs). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) * 1024;
}

/** Sends the 100 MB body (1 MB chunks, one buffer reused) until the server answers; answers status and time. */
function flood(base: string, page: string, declareLength: boolean): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024, "a");
    chunk.write("message=");
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
    };
    if (declareLength) headers["content-length"] = String(BODY_BYTES);
    const started = performance.now();
    const request = http.request(`${base}${page}`, { method: "POST", headers });
    let answered = false;
    request.on("response", (res) => {
      answered = true;
      const ms = performance.now() - started;
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms }));
    });
    request.on("error", (err) => {
      if (!answered) reject(err);
    });
    let sent = 0;
    const writeMore = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

/** Asks /api/health back to back until `done` resolves; answers the slowest answer's time. */
async function slowestHealth(base: string, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  const agent = new http.Agent({ keepAlive: true });
  // One request first, so the polling connection is open before the flood starts.
  do {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http.get(`${base}/api/health`, { agent }, (res) => res.resume().on("end", resolve)).on("error", reject);
    });
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (!finished);
  agent.destroy();
  return slowest;
}

describe.skipIf(skip)("a 100 MB form body to a page", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    expect(existsSync(serverEntry), `${serverEntry} is missing: run npm run build first`).toBe(true);
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-page-flood-"));
    server = await startBuiltServer({ DATA_DIR: dataDir });
    // Warm both paths, so the first measurement is not the first render.
    for (const page of PAGES) await fetch(`${server.base}${page}`).then((res) => res.arrayBuffer());
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(PAGES.flatMap((page) => [true, false].map((declared) => [page, declared] as const)))(
    "%s (length declared: %s): 413 within 100 ms, health under 50 ms, memory under +20 MB",
    async (page, declareLength) => {
      // One try counts when all three hold in it; a try is judged whole, so the
      // figures reported on failure are the ones of one real try, not a mix.
      const tries: Try[] = [];
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const before = residentBytes(server.pid);
        const answer = flood(server.base, page, declareLength);
        const health = await slowestHealth(server.base, answer);
        const { status, ms } = await answer;
        expect(status).toBe(413);
        const thisTry = { answer: ms, health, growth: residentBytes(server.pid) - before };
        tries.push(thisTry);
        if (passes(thisTry)) break;
      }
      const best = tries.find(passes) ?? tries.reduce((a, b) => (score(b) < score(a) ? b : a));
      expect(best.answer, "time to the 413 (ms)").toBeLessThan(ANSWER_WITHIN_MS);
      expect(best.health, "slowest /api/health meanwhile (ms)").toBeLessThan(HEALTH_WITHIN_MS);
      expect(best.growth, "memory growth (bytes)").toBeLessThan(MEMORY_GROWTH_BYTES);
    },
    60_000,
  );
});
