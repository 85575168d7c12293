/**
 * `npm run load`: the production build under a mixed load with autocannon (issue
 * 15). Starts the build on a free loopback port with a temporary DATA_DIR and
 * TRUST_PROXY, seeds posts and a gallery item, then runs many connections for a
 * fixed time over pages, API reads and visitor writes (contact messages, each
 * from its own client address via X-Forwarded-For and its own e-mail). Prints
 * req/s, latency, errors and timeouts, checks that the stored messages equal those
 * answered 2xx, and compares the server's memory (RSS) before and after.
 * Exits 1 on any error, timeout, non-2xx answer, lost message, or memory not back
 * within 20 % of where it started. Only 127.0.0.1 is ever contacted.
 *
 * "Where it started" is the server restarted on its seeded data (as after any
 * deployment: creating the database happens once and costs memory PostgreSQL never
 * gives back) and warmed up by the same mix at the same concurrency for a short
 * time, then left idle as long as after the run. A process that caches pages,
 * compiles hot code and sizes its buffers for 200 connections grows once to its
 * working size; that is measured by the warm-up (30 s: a 180 s run sampled every
 * 5 s showed RSS reach its plateau within the first minute, with V8's heap and
 * PGlite's memory flat from then on). The check is that a run twice as long does
 * not grow it further: growth with the number of requests is a leak.
 *
 *   npm run build && npm run load [-- --seconds 10 --connections 50]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { signIn as signInAs } from "./site-seed.ts";
import { numberArgument } from "./support/arguments.ts";
import { rssMb } from "./support/process-memory.ts";

const SECONDS = numberArgument("seconds", 60);
const CONNECTIONS = numberArgument("connections", 200);
/** Share of requests that are contact messages. */
const CONTACT_SHARE = 0.05;
/** Seconds the server is left idle after the warm-up and after the run before its memory is read. */
const SETTLE_SECONDS = 15;
/** The warm-up: the same mix and connections, this long. */
const WARM_UP_SECONDS = 30;
const PORT = 20_000 + Math.floor(Math.random() * 10_000);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "load-admin", password: "load-password-long-enough" };
const PAGES = ["/", "/blog", "/Gallery", "/AboutUs", "/Education", "/forms"];
const API_READS = ["/api/blogs", "/api/gallery"];
const serverEntry = path.join(process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(deadlineMs = 120_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("server did not start");
}

async function signIn(): Promise<string> {
  return (await signInAs(BASE, ADMIN)).authorization;
}

async function seed(): Promise<void> {
  const authorization = await signIn();
  for (let i = 1; i <= 12; i++) {
    const res = await fetch(`${BASE}/api/blogs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify({
        title: `Load post ${i}`,
        excerpt: "A short summary of what happened in the field this week.",
        content: `## Week ${i}\n\nChildren in **Jaipur** learned fractions.\n\n- one\n- two\n- three\n`,
        tags: ["education", "load"],
        featured: i <= 2,
      }),
    });
    if (res.status !== 201) throw new Error(`seeding a post answered ${res.status}`);
  }
  const form = new FormData();
  form.append("title", "Learning centre, Jaipur");
  for (let i = 0; i < 3; i++) {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30 + i * 60, g: 110, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i}.jpg`);
  }
  const gallery = await fetch(`${BASE}/api/gallery`, { method: "POST", headers: { authorization }, body: form });
  if (gallery.status !== 201) throw new Error(`seeding the gallery answered ${gallery.status}`);
}

/** The numbers of the load run's messages that are stored (from the admin's CSV export). */
async function storedMessages(authorization: string): Promise<Set<number>> {
  const res = await fetch(`${BASE}/api/contact/export.csv`, { headers: { authorization } });
  if (!res.ok) throw new Error(`the messages export answered ${res.status}`);
  return new Set([...(await res.text()).matchAll(/Message (\d+) sent during the load run/g)].map((m) => Number(m[1])));
}

/** A client address in the carrier-grade NAT range 100.64.0.0/10, one per message. */
const clientAddress = (n: number) => `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

interface Mix {
  contactsSent: number;
  /** Numbers of the messages answered 2xx. */
  contactsAnswered2xx: number[];
  contactsRefused: Record<number, number>;
}
const newMix = (): Mix => ({ contactsSent: 0, contactsAnswered2xx: [], contactsRefused: {} });

/** Numbers messages across runs, so each one's text is unique. */
let messageNumber = 0;

function run(connections: number, seconds: number, mix: Mix): Promise<autocannon.Result> {
  return autocannon({
    url: BASE,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const state = context as { contact?: number };
          const roll = Math.random();
          state.contact = undefined;
          if (roll < CONTACT_SHARE) {
            const n = ++messageNumber;
            state.contact = n;
            mix.contactsSent++;
            return {
              ...request,
              method: "POST",
              path: "/api/contact",
              headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(n) },
              body: JSON.stringify({
                firstName: "Load",
                lastName: `Visitor ${n}`,
                email: `visitor${n}@example.in`,
                interest: "volunteer",
                message: `Message ${n} sent during the load run.`,
                updates: false,
              }),
            };
          }
          const reads = roll < 0.6 ? PAGES : API_READS;
          return {
            ...request,
            method: "GET",
            path: reads[Math.floor(Math.random() * reads.length)],
            headers: { "accept-encoding": "br, gzip" },
            body: undefined,
          };
        },
        onResponse: (status, _body, context) => {
          const n = (context as { contact?: number }).contact;
          if (n === undefined) return;
          if (status >= 200 && status < 300) mix.contactsAnswered2xx.push(n);
          else mix.contactsRefused[status] = (mix.contactsRefused[status] ?? 0) + 1;
        },
      },
    ],
  });
}

if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run npm run build first`);
  process.exit(1);
}
const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-load-"));
let server: ChildProcess | undefined;
let failed = false;

function startServer(): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      // Client addresses come from X-Forwarded-For, as behind a reverse proxy.
      TRUST_PROXY: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

try {
  server = startServer();
  await waitForHealth();
  await seed();
  // Restarted on its data, as a deployed site runs (see the header).
  await stopServer(server);
  server = startServer();
  const pid = server.pid!;
  await waitForHealth();
  const authorization = await signIn();
  const rssIdle = await rssMb(pid);

  await run(CONNECTIONS, WARM_UP_SECONDS, newMix());
  await sleep(SETTLE_SECONDS * 1000);
  const rssBefore = await rssMb(pid);

  console.log(`${CONNECTIONS} connections for ${SECONDS} s, Node ${process.version}, ${process.platform}`);
  const mix = newMix();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssMb(pid)
      .then((mb) => {
        rssPeak = Math.max(rssPeak, mb);
      })
      .catch(() => {});
  }, 1000);
  const firstOfRun = messageNumber + 1;
  const result = await run(CONNECTIONS, SECONDS, mix);
  clearInterval(sampler);
  // Read before the export below, which builds a CSV of every message in memory.
  await sleep(SETTLE_SECONDS * 1000);
  const rssAfter = await rssMb(pid);
  const stored = await storedMessages(authorization);

  const answered = new Set(mix.contactsAnswered2xx);
  const lost = mix.contactsAnswered2xx.filter((n) => !stored.has(n)).length;
  // Requests still on their way when the run ended were never answered; the server may have stored them.
  const unanswered = [...stored].filter((n) => n >= firstOfRun && !answered.has(n)).length;
  const memoryBack = rssAfter <= rssBefore * 1.2;
  const rows: [string, string][] = [
    ["requests", String(result.requests.total)],
    ["req/s (average)", result.requests.average.toFixed(0)],
    ["latency p50 / p99 / max (ms)", `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`],
    ["2xx / non-2xx", `${result["2xx"]} / ${result.non2xx}`],
    ["errors / timeouts", `${result.errors} / ${result.timeouts}`],
    ["contact messages sent", String(mix.contactsSent)],
    ["  answered 2xx", String(answered.size)],
    ["  answered otherwise", JSON.stringify(mix.contactsRefused)],
    ["  stored (of those answered 2xx)", String(answered.size - lost)],
    ["  lost (answered 2xx, not stored)", String(lost)],
    ["  stored, unanswered at the end of the run", String(unanswered)],
    ["RSS idle after restart, before any request (MB)", String(rssIdle)],
    [
      "RSS before / peak / after (MB)",
      `${rssBefore} / ${rssPeak} / ${rssAfter} (each after ${SETTLE_SECONDS} s idle; before = after a ${WARM_UP_SECONDS} s warm-up)`,
    ],
    ["memory back within 20 %", memoryBack ? "yes" : "no"],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n| ${"measure".padEnd(width)} | value |\n|${"-".repeat(width + 2)}|-------|`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);

  failed =
    result.errors > 0 ||
    result.timeouts > 0 ||
    result.non2xx > 0 ||
    lost > 0 ||
    Object.keys(mix.contactsRefused).length > 0 ||
    !memoryBack;
} finally {
  if (server) await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error("\nload run failed: see the table above");
  process.exit(1);
}
