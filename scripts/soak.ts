/**
 * `npm run soak`: the production build for an hour (issue 46) under mixed traffic,
 * inside 1 GB of memory, with its resident memory sampled every 10 s.
 *
 * - The server: `build/server-dist` as `npm run serve` runs it, V8's heap held to
 *   512 MB (`--max-old-space-size`), and the whole process, PGlite's memory and the
 *   page cache of its files included, confined to 1 GB by a memory cgroup of its own
 *   where this machine lets one be made (v2 `memory.max`, else v1
 *   `memory.limit_in_bytes`); the report says which held it.
 * - The traffic is open-loop, at fixed rates (a site's visitors do not wait for each
 *   other): `--rate` reads a second over every public page in English and Hindi, the
 *   posts, search in both languages and the public API; a contact message and a form
 *   response each second (each from its own client address); a photo uploaded every
 *   30 s; a post changed every 10 s (its page then read, and it must show the change:
 *   the cached page was invalidated) and a post written every minute.
 * - Afterwards every write answered 2xx is looked for: the messages in the export,
 *   the responses in the form's list, the photos in the gallery, each post's last
 *   title. A write answered 2xx and not found is lost.
 *
 * Passes with no error (no 5xx, no failed or timed-out request, no refusal), nothing
 * lost, no stale page, and memory flat after the warm-up (the first sixth of the run,
 * at most 10 minutes): the last tenth of the samples at most 10 % above the end of the
 * warm-up. Prints a table per 10 minutes, with the memory by who holds it (WebAssembly,
 * the C allocator, mapped files, V8 and the rest: /proc/PID/smaps), and writes a plot
 * (SVG and PNG) of the memory.
 *
 *   npm run build && npm run soak [-- --minutes 60 --rate 40] [--reads-only]
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { localizedPath } from "../common/locale.ts";
import { PUBLIC_ROUTES } from "../tests/support/public-routes.ts";
import { projectRoot, type ServerProcess, startBuiltServer } from "../tests/support/server-process.ts";
import { flatJpeg, seedForms, seedPosts, signIn } from "./site-seed.ts";
import { numberArgument } from "./support/arguments.ts";
import { confineMemory, type MemoryConfinement } from "./support/memory-cgroup.ts";
import { type MemoryByKind, memoryByKind, rssMb } from "./support/process-memory.ts";

const MINUTES = numberArgument("minutes", 60);
const READS_PER_SECOND = numberArgument("rate", 40);
const READS_ONLY = process.argv.includes("--reads-only");
const MEMORY_LIMIT_MB = 1024;
const HEAP_LIMIT_MB = 512;
const SAMPLE_SECONDS = 10;
const WINDOW_MINUTES = MINUTES >= 30 ? 10 : Math.max(1, Math.round(MINUTES / 6));
const WARM_UP_MS = Math.min(10, MINUTES / 6) * 60_000;
const TIMEOUT_MS = 30_000;
/** A line of progress this often (minutes). */
const REPORT_MINUTES = Math.max(1, Math.round(MINUTES / 12));
/** Requests in flight beyond which the driver, not the server, would be the limit: counted, never sent. */
const MAX_IN_FLIGHT = 400;
const ADMIN = { username: "soak-admin", password: "soak-password-long-enough" };
const METRICS_TOKEN = randomUUID();
const SEARCHES = ["/search?q=Jaipur", "/hi/search?q=%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE"];
const API_READS = ["/api/blogs", "/api/gallery", "/api/search?q=week", "/api/external-forms"];

const serverEntry = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run npm run build first`);
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What happened in one window of the run. */
interface Window {
  latencies: number[];
  errors: number;
  rssMb: number;
  /** The machine's 1-minute load average at the window's last sample: other work slows every answer. */
  load: number;
  /** The server's worst event-loop delay (p99 over each 10 s, from /metrics): a blocked loop delays everything. */
  loopLagMs: number;
  /** V8's heap in use and the memory outside it (buffers, WebAssembly's is in RSS only), MB at the last sample. */
  heapMb: number;
  externalMb: number;
  /** RSS by kind of mapping at the last sample: what grew (decision 112). */
  byKind: MemoryByKind;
}

/** When the traffic began. */
let started = Date.now();
const windows: Window[] = [];
const windowCount = Math.ceil(MINUTES / WINDOW_MINUTES);
const NO_MAP: MemoryByKind = { webAssembly: 0, cAllocator: 0, files: 0, other: 0 };
const showMap = (m: MemoryByKind) =>
  `WebAssembly ${m.webAssembly}, malloc ${m.cAllocator}, files ${m.files}, other ${m.other} MB`;

const windowOf = (at: number) => {
  // The answers still arriving after the end count in the last window.
  const index = Math.min(windowCount - 1, Math.floor((at - started) / (WINDOW_MINUTES * 60_000)));
  windows[index] ??= {
    latencies: [],
    errors: 0,
    rssMb: 0,
    load: 0,
    loopLagMs: 0,
    heapMb: 0,
    externalMb: 0,
    byKind: NO_MAP,
  };
  return windows[index];
};
/** Latencies by kind of request (page, API read, contact message, …), for the slowest's sake. */
const byKind = new Map<string, number[]>();
const problems = new Map<string, number>();
const problem = (what: string) => problems.set(what, (problems.get(what) ?? 0) + 1);
let inFlight = 0;
let notSent = 0;

/** One request of `kind`, timed and counted; answers the response, or undefined after an error (counted). */
async function request(
  kind: string,
  base: string,
  address: string,
  init: RequestInit = {},
): Promise<Response | undefined> {
  if (inFlight >= MAX_IN_FLIGHT) {
    notSent++;
    return undefined;
  }
  inFlight++;
  const begun = performance.now();
  try {
    const res = await fetch(`${base}${address}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.arrayBuffer();
    const window = windowOf(Date.now());
    const took = performance.now() - begun;
    window.latencies.push(took);
    const ofKind = byKind.get(kind) ?? [];
    ofKind.push(took);
    byKind.set(kind, ofKind);
    if (res.status >= 400) {
      window.errors++;
      problem(`${res.status} ${init.method ?? "GET"} ${address.split("?")[0]}`);
      return undefined;
    }
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (err) {
    windowOf(Date.now()).errors++;
    problem(`${(err as Error).name} ${init.method ?? "GET"} ${address.split("?")[0]}`);
    return undefined;
  } finally {
    inFlight--;
  }
}

/** Calls `send` every `everyMs` until `until`, without waiting for the answers (open loop). */
/** Set when the server has died: the traffic stops and the run reports what it has. */
let serverDied = false;

async function every(everyMs: number, until: number, send: (n: number) => Promise<unknown>) {
  const pending: Promise<unknown>[] = [];
  for (let n = 1, next = Date.now(); next < until && !serverDied; n++, next += everyMs) {
    await sleep(Math.max(0, next - Date.now()));
    pending.push(send(n));
  }
  await Promise.all(pending);
}

/** A client address in the carrier-grade NAT range 100.64.0.0/10, one per visitor. */
const clientAddress = (n: number) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
const json = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});

async function run(server: ServerProcess, confinement: MemoryConfinement) {
  const base = server.base;
  const admin = await signIn(base, ADMIN);
  const auth = { authorization: admin.authorization };
  const slugs = await seedPosts(admin, 12);
  const formId = await seedForms(admin);
  const posts = ((await (await fetch(`${base}/api/blogs`)).json()) as { data: { id: string; slug: string }[] }).data;
  const photo = await flatJpeg(1200, 800);
  const pages = [
    ...[...PUBLIC_ROUTES, ...slugs.map((slug) => `/blog/${slug}`)].flatMap((page) => [page, localizedPath(page, "hi")]),
    ...SEARCHES,
  ];

  const written = {
    messages: [] as number[],
    responses: [] as string[],
    photos: [] as string[],
    newPosts: [] as string[],
    /** Each changed post's last title answered 200. */
    titles: new Map<string, string>(),
  };
  let staleReads = 0;
  const rssSamples: { minute: number; mb: number }[] = [];
  started = Date.now();
  const until = started + MINUTES * 60_000;

  // The latest reading (at a window's first minute, the new window has none yet).
  let lastHeap = { heapMb: 0, externalMb: 0 };
  let lastMap = NO_MAP;
  const sampler = setInterval(() => {
    rssMb(server.pid)
      .then((mb) => {
        rssSamples.push({ minute: (Date.now() - started) / 60_000, mb });
        const window = windowOf(Date.now());
        window.rssMb = mb;
        window.load = loadavg()[0] ?? 0;
      })
      .catch(() => problem("the server is gone"));
    memoryByKind(server.pid)
      .then((byKind) => {
        windowOf(Date.now()).byKind = byKind;
        lastMap = byKind;
      })
      .catch(() => {});
    fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then((res) => res.text())
      .then((text) => {
        const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1]);
        const lag = metric("nodejs_eventloop_lag_p99_seconds") * 1000;
        const window = windowOf(Date.now());
        if (Number.isFinite(lag)) window.loopLagMs = Math.max(window.loopLagMs, lag);
        window.heapMb = Math.round(metric("nodejs_heap_size_used_bytes") / 2 ** 20) || 0;
        window.externalMb = Math.round(metric("nodejs_external_memory_bytes") / 2 ** 20) || 0;
        lastHeap = window;
      })
      .catch(() => {});
  }, SAMPLE_SECONDS * 1000);
  const report = setInterval(() => {
    const minute = Math.round((Date.now() - started) / 60_000);
    console.log(
      `  ${minute} min: RSS ${rssSamples.at(-1)?.mb ?? "?"} MB (V8 heap ${lastHeap.heapMb} MB, external ${lastHeap.externalMb} MB; ${showMap(lastMap)}); ` +
        `problems: ${problems.size ? JSON.stringify(Object.fromEntries(problems)) : "none"}`,
    );
  }, REPORT_MINUTES * 60_000);

  await Promise.all([
    every(1000 / READS_PER_SECOND, until, (n) => {
      const reads = n % 5 === 0 ? API_READS : pages;
      return request(n % 5 === 0 ? "API read" : "page", base, reads[Math.floor(Math.random() * reads.length)] ?? "/", {
        headers: { "accept-encoding": "br, gzip" },
      });
    }),
    // --reads-only: whether memory that grows comes from the reads or from the data the writes add.
    ...(READS_ONLY ? [] : writers()),
  ]);

  function writers() {
    return [
      every(1000, until, async (n) => {
        const message = {
          firstName: "Soak",
          lastName: `Visitor ${n}`,
          email: `soak${n}@example.in`,
          interest: "volunteer",
          message: `Message ${n} sent during the soak run.`,
          updates: false,
        };
        const res = await request(
          "contact message",
          base,
          "/api/contact",
          json(message, { "x-forwarded-for": clientAddress(n) }),
        );
        if (res) written.messages.push(n);
      }),
      every(1000, until, async (n) => {
        const clientId = randomUUID();
        const response = {
          clientId,
          submittedAt: new Date().toISOString(),
          values: { name: `Soak ${n}`, rating: "Good" },
        };
        const address = clientAddress(1_000_000 + n);
        const res = await request(
          "form response",
          base,
          `/api/custom-forms/${formId}/responses`,
          json(response, { "x-forwarded-for": address }),
        );
        if (res) written.responses.push(clientId);
      }),
      every(30_000, until, async (n) => {
        const form = new FormData();
        form.set("title", `Soak photo ${n}`);
        form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `soak-${n}.jpg`);
        const res = await request("photo upload", base, "/api/gallery", { method: "POST", headers: auth, body: form });
        if (res) written.photos.push(((await res.json()) as { data: { id: string } }).data.id);
      }),
      every(10_000, until, async (n) => {
        const post = posts[n % posts.length];
        if (!post) return;
        const title = `Soak post ${n % posts.length}, change ${n}`;
        const body = JSON.stringify({ title });
        const res = await request("post change", base, `/api/blogs/${post.id}`, {
          method: "PUT",
          headers: { ...auth, "content-type": "application/json" },
          body,
        });
        if (!res) return;
        written.titles.set(post.id, title);
        const page = await request("changed post's page", base, `/blog/${post.slug}`);
        if (page && !(await page.text()).includes(title)) staleReads++;
      }),
      every(60_000, until, async (n) => {
        const post = { title: `Soak new post ${n}`, excerpt: "Written during the soak run.", content: "Words." };
        const res = await request("new post", base, "/api/blogs", {
          ...json(post),
          headers: { ...auth, "content-type": "application/json" },
        });
        if (res) written.newPosts.push(((await res.json()) as { data: { id: string } }).data.id);
      }),
    ];
  }
  clearInterval(sampler);
  clearInterval(report);
  const memory = await confinement.usage();
  const none = { messages: 0, responses: 0, photos: 0, posts: 0 };
  // Nothing to look for in a dead server: the run has failed already.
  if (serverDied) return { written, lost: none, staleReads, rssSamples, memory };
  rssSamples.push({ minute: (Date.now() - started) / 60_000, mb: await rssMb(server.pid) });

  // Every write answered 2xx, looked for.
  const get = async <T>(address: string) => {
    const res = await fetch(`${base}${address}`, { headers: auth });
    if (!res.ok) throw new Error(`${address} answered ${res.status} after the run`);
    if (address.endsWith(".csv")) return (await res.text()) as T;
    // The API's { success, data } answer, or a plain array (GET /api/gallery, as the specification has it).
    const body = (await res.json()) as { data: T } | T;
    return Array.isArray(body) ? (body as T) : (body as { data: T }).data;
  };
  const csv = await get<string>("/api/contact/export.csv");
  const storedMessages = new Set([...csv.matchAll(/Message (\d+) sent during the soak run/g)].map((m) => Number(m[1])));
  const { responses } = await get<{ responses: { clientId: string }[] }>(`/api/custom-forms/${formId}/responses`);
  const storedResponses = new Set(responses.map((response) => response.clientId));
  const gallery = new Set((await get<{ id: string }[]>("/api/gallery")).map((item) => item.id));
  const stored = new Map(
    (await get<{ id: string; title: string }[]>("/api/blogs")).map((post) => [post.id, post.title]),
  );
  const lost = {
    messages: written.messages.filter((n) => !storedMessages.has(n)).length,
    responses: written.responses.filter((id) => !storedResponses.has(id)).length,
    photos: written.photos.filter((id) => !gallery.has(id)).length,
    posts:
      written.newPosts.filter((id) => !stored.has(id)).length +
      [...written.titles].filter(([id, title]) => stored.get(id) !== title).length,
  };
  return { written, lost, staleReads, rssSamples, memory };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The memory over the run, and the limit, as an SVG line plot. */
function plot(samples: { minute: number; mb: number }[], limitMb: number, warmUpMinutes: number): string {
  const width = 800;
  const height = 360;
  const left = 60;
  const bottom = 40;
  const top = 30;
  const x = (minute: number) => left + (minute / MINUTES) * (width - left - 20);
  const y = (mb: number) => height - bottom - (mb / (limitMb * 1.1)) * (height - bottom - top);
  const line = samples.map((s) => `${x(s.minute).toFixed(1)},${y(s.mb).toFixed(1)}`).join(" ");
  const ticks = Array.from({ length: 7 }, (_, i) => Math.round((MINUTES / 6) * i));
  const mbTicks = [0, 256, 512, 768, 1024].filter((mb) => mb <= limitMb * 1.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="${left}" y="18" font-size="14" font-weight="bold">Server memory (RSS) during npm run soak, sampled every ${SAMPLE_SECONDS} s</text>
${mbTicks.map((mb) => `<line x1="${left}" x2="${width - 20}" y1="${y(mb)}" y2="${y(mb)}" stroke="#e5e7eb"/><text x="${left - 8}" y="${y(mb) + 4}" text-anchor="end">${mb} MB</text>`).join("\n")}
${ticks.map((m) => `<text x="${x(m)}" y="${height - bottom + 18}" text-anchor="middle">${m} min</text>`).join("\n")}
<rect x="${left}" y="${top}" width="${x(warmUpMinutes) - left}" height="${height - bottom - top}" fill="#f3f4f6"/>
<text x="${left + 4}" y="${top + 14}" fill="#6b7280">warm-up</text>
<line x1="${left}" x2="${width - 20}" y1="${y(limitMb)}" y2="${y(limitMb)}" stroke="#b91c1c" stroke-dasharray="6 4"/>
<text x="${width - 24}" y="${y(limitMb) - 6}" text-anchor="end" fill="#b91c1c">limit ${limitMb} MB</text>
<polyline points="${line}" fill="none" stroke="#0f766e" stroke-width="2"/>
</svg>`;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-soak-"));
let server: ServerProcess | undefined;
let confinement: MemoryConfinement | undefined;
let failed = true;
async function cleanUp() {
  await server?.stop();
  await confinement?.remove();
  await rm(dataDir, { recursive: true, force: true });
}
// Stopped early (Ctrl-C): the server, its cgroup and its data go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the soak run`);
    cleanUp().finally(() => process.exit(130));
  });
}
try {
  server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
      // As `npm run serve` (decisions 081, 083, 112), and V8's heap inside the limit.
      MALLOC_ARENA_MAX: "2",
      NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB} --max-semi-space-size=4 --v8-pool-size=1`,
    },
    {
      // Confined from its first allocation, before it creates its database.
      onSpawn: async (pid) => {
        confinement = await confineMemory(pid, MEMORY_LIMIT_MB);
      },
    },
  );
  if (!confinement) throw new Error("the server started without its memory limit");
  console.log(
    `Soak: ${MINUTES} min, ${READS_PER_SECOND} reads/s ${READS_ONLY ? "and no writes" : "and the writes above"}, Node ${process.version}; ` +
      `memory: ${confinement.how}`,
  );
  const startedServer = server;
  server.child.once("exit", (code, signal) => {
    serverDied = true;
    const minute = ((Date.now() - started) / 60_000).toFixed(1);
    console.error(`  the server stopped at minute ${minute} (${signal ?? `exit code ${code}`}): the run ends here`);
  });
  const result = await run(startedServer, confinement);
  const alive = !serverDied;

  console.log(
    `\n| minutes | requests | errors | p50 (ms) | p99 (ms) | max (ms) | RSS at end (MB) | V8 heap / external (MB) | WebAssembly / malloc / files / other (MB) | load | loop lag p99 (ms) |`,
  );
  console.log(
    `|---------|----------|--------|----------|----------|----------|-----------------|-------------------------|-------------------------------------------|------|-------------------|`,
  );
  let requests = 0;
  let errors = 0;
  const all: number[] = [];
  for (const [i, window] of windows.entries()) {
    if (!window) continue;
    const sorted = window.latencies.sort((a, b) => a - b);
    requests += sorted.length;
    errors += window.errors;
    for (const latency of sorted) all.push(latency);
    const span = `${i * WINDOW_MINUTES}-${Math.min(MINUTES, (i + 1) * WINDOW_MINUTES)}`;
    console.log(
      `| ${span.padEnd(7)} | ${String(sorted.length).padStart(8)} | ${String(window.errors).padStart(6)} | ` +
        `${percentile(sorted, 0.5).toFixed(1).padStart(8)} | ${percentile(sorted, 0.99).toFixed(1).padStart(8)} | ` +
        `${(sorted.at(-1) ?? 0).toFixed(0).padStart(8)} | ${String(window.rssMb).padStart(15)} | ${`${window.heapMb} / ${window.externalMb}`.padStart(23)} | ${Object.values(window.byKind).join(" / ").padStart(41)} | ${window.load.toFixed(1).padStart(4)} | ${window.loopLagMs.toFixed(0).padStart(17)} |`,
    );
  }
  all.sort((a, b) => a - b);
  const warmUpMinutes = WARM_UP_MS / 60_000;
  const afterWarmUp = result.rssSamples.filter((s) => s.minute >= warmUpMinutes - 1 && s.minute <= warmUpMinutes);
  const lastTenth = result.rssSamples.slice(-Math.max(1, Math.round(result.rssSamples.length / 10)));
  const mean = (xs: { mb: number }[]) => xs.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, xs.length);
  const warm = mean(afterWarmUp);
  const end = mean(lastTenth);
  const peak = Math.max(...result.rssSamples.map((s) => s.mb));
  const flat = end <= warm * 1.1;
  const lostTotal = Object.values(result.lost).reduce((sum, n) => sum + n, 0);
  const rows: [string, string][] = [
    ["requests (all) / errors", `${requests} / ${errors}`],
    [
      "latency p50 / p99 / max (ms)",
      `${percentile(all, 0.5).toFixed(1)} / ${percentile(all, 0.99).toFixed(1)} / ${(all.at(-1) ?? 0).toFixed(0)}`,
    ],
    ["not sent (driver over its limit)", String(notSent)],
    [
      "written (answered 2xx): messages / responses / photos / new posts / posts changed",
      `${result.written.messages.length} / ${result.written.responses.length} / ${result.written.photos.length} / ${result.written.newPosts.length} / ${result.written.titles.size}`,
    ],
    ["lost writes", `${lostTotal} ${JSON.stringify(result.lost)}`],
    ["stale post pages after a change", String(result.staleReads)],
    ["RSS after warm-up / at the end / peak (MB)", `${warm.toFixed(0)} / ${end.toFixed(0)} / ${peak}`],
    ["memory flat after warm-up (end within 10 %)", flat ? "yes" : "no"],
    [
      "memory limit",
      `${confinement.how}; cgroup peak ${result.memory.peakMb ?? "?"} MB, hit the limit ${result.memory.limitHits ?? "?"} times, OOM kills ${result.memory.oomKills ?? "?"}`,
    ],
    ["server still running", alive ? "yes" : "no"],
  ];
  console.log("\n| kind | requests | p50 (ms) | p99 (ms) |\n|---|---|---|---|");
  for (const [kind, latencies] of byKind) {
    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `| ${kind} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} |`,
    );
  }
  console.log("\n| measure | value |\n|---|---|");
  for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
  if (problems.size > 0) console.log("\nproblems:", Object.fromEntries(problems));

  const out = path.join(tmpdir(), `ngo-soak-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, "")}`);
  await mkdir(path.dirname(out), { recursive: true });
  const svg = plot(result.rssSamples, MEMORY_LIMIT_MB, warmUpMinutes);
  await writeFile(`${out}.svg`, svg);
  await sharp(Buffer.from(svg)).png().toFile(`${out}.png`);
  console.log(`\nplot: ${out}.svg (and .png)`);
  failed = errors > 0 || notSent > 0 || lostTotal > 0 || result.staleReads > 0 || !flat || !alive;
} finally {
  await cleanUp();
}
if (failed) {
  console.error("\nsoak run failed: see the tables above");
  process.exit(1);
}
