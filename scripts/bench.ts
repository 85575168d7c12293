/**
 * `npm run bench`: the built server against a plain `node:http` server answering
 * the very same bytes, in the same run, on this machine.
 *
 * Starts the production build on a free loopback port with a temporary DATA_DIR,
 * seeds 20 blog posts and 24 gallery items through the API, records each measured
 * URL's exact answer (status, headers, compressed body) and starts a second
 * process that serves those bytes from memory with nothing else. Then, URL by URL,
 * autocannon loads the site and the plain server alike (50 connections, keep-alive,
 * `accept-encoding: br, gzip`), alternating for several rounds, and the table
 * shows the medians: site req/s ÷ plain req/s and the p99 latencies. The ratio is
 * what counts on a noisy machine; the CPU time each server spent per request (from
 * /proc, all threads) is printed too, as it does not depend on how busy the
 * client was. The server's resident memory (RSS) is printed when the new data
 * directory is created, idle after a restart on the seeded data (as a deployed
 * site runs), and at the end. Last, a page the staff edit (/Education) is published
 * again five times and read right after each publish: its first render (the page
 * document read from the database and drawn) against a cached read and one request
 * to the plain server (issue 41).
 *
 *   npm run build && npm run bench [-- --seconds 10 --rounds 3 --connections 50]
 *   npm run bench -- --posts 10000 --gallery 5000   (scale: rows inserted in bulk; the first
 *   render of every page after a write against 50 ms, and the admin's requests with their
 *   sizes against 200 KB: bench-scale.ts; exits 1 when one misses)
 *
 * Only 127.0.0.1 is ever contacted; every run is bounded in time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { scaleReport } from "./bench-scale.ts";
import { flatJpeg, seedGallery, seedPost, seedPosts, signIn } from "./site-seed.ts";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 50);
const ROUNDS = arg("rounds", 3);
const POSTS = arg("posts", 20);
const GALLERY = arg("gallery", 24);
/** Above these, rows are inserted straight into the database (the API would take minutes). */
const API_SEED_LIMIT = 200;
const ACCEPT_ENCODING = "br, gzip";
const ADMIN = { username: "bench-admin", password: "bench-password-long" };
// Below the ephemeral ranges, as in playwright.config.ts.
const freePort = () => 20_000 + Math.floor(Math.random() * 12_000);

const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-bench-"));
const children: ChildProcess[] = [];

async function waitFor(url: string, deadlineMs = 120_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function startSite(port: number): Promise<ChildProcess> {
  // As `npm run serve` runs it (package.json; decisions 081, 083 and 112).
  const entry = `${process.env.BUILD_DIR ?? "build"}/server-dist/server/index.js`;
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "--v8-pool-size=1", entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resident memory of a process, in MB (Linux). */
async function rssMb(pid: number | undefined): Promise<string> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return "unknown";
  }
}

async function seed(base: string, posts: number, gallery: number) {
  const client = await signIn(base, ADMIN);
  await seedPosts(client, posts);
  const photo = await flatJpeg();
  await seedGallery(client, gallery, async () => photo);
}

/** Scale runs: the remaining rows go straight into the (stopped) site's database. */
async function bulkInsert(posts: number, gallery: number) {
  const { openDatabase } = await import("../server/db/client.ts");
  const schema = await import("../server/db/schema.ts");
  const database = await openDatabase({ driver: "pglite", dataDir });
  const { db } = database;
  const now = Date.now();
  for (let start = 0; start < posts; start += 500) {
    const rows = Array.from({ length: Math.min(500, posts - start) }, (_, k) => {
      const i = start + k + 1;
      const post = seedPost(i);
      return {
        ...post,
        featured: false,
        slug: `bulk-post-${i}-${randomUUID().slice(0, 8)}`,
        createdAt: new Date(now - i * 60_000),
      };
    });
    await db.insert(schema.blogs).values(rows);
  }
  const [photo] = await db.select().from(schema.galleryImages).limit(1);
  if (gallery > 0 && !photo) throw new Error("the scale run needs one uploaded gallery photo to repeat");
  for (let start = 0; start < gallery; start += 500) {
    const items = await db
      .insert(schema.galleryItems)
      .values(
        Array.from({ length: Math.min(500, gallery - start) }, (_, k) => ({
          title: `Bulk field visit ${start + k + 1}`,
          description: "Children and teachers at a learning centre.",
          location: "Jaipur",
          createdAt: new Date(now - (start + k) * 60_000),
        })),
      )
      .returning({ id: schema.galleryItems.id });
    if (photo) {
      const { id: _id, itemId: _itemId, ...image } = photo;
      await db.insert(schema.galleryImages).values(items.map((item) => ({ ...image, itemId: item.id })));
    }
  }
  await database.close();
}

interface Recorded {
  status: number;
  headers: [string, string][];
  body: string;
}

/** The exact answer to the benchmark's request: status, headers, undecoded body. */
function record(url: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] ?? "";
            if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name.toLowerCase())) {
              headers.push([name, res.rawHeaders[i + 1] ?? ""]);
            }
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .on("error", reject);
  });
}

/** A process that answers each recorded URL with its bytes, and nothing else. */
async function startPlain(port: number, answers: Record<string, Recorded>): Promise<ChildProcess> {
  const file = path.join(dataDir, "plain-answers.json");
  await writeFile(file, JSON.stringify(answers));
  const source = `
    const http = require("node:http");
    const answers = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
    for (const a of Object.values(answers)) { a.body = Buffer.from(a.body, "base64"); a.headers = a.headers.flat(); }
    http.createServer((req, res) => {
      const a = answers[req.url];
      if (!a) { res.writeHead(404); res.end(); return; }
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  const first = Object.keys(answers)[0] ?? "/";
  await waitFor(`http://127.0.0.1:${port}${first}`);
  return child;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time the server spent per request, in µs. */
  cpuUs: number;
}

/** CPU time a process has used so far (user + system, all threads), in µs (Linux). */
async function cpuTimeUs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(url: string, pid: number | undefined, seconds = SECONDS): Promise<Load> {
  const cpuBefore = await cpuTimeUs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  });
  const cpuUs = (await cpuTimeUs(pid)) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: cpuUs / Math.max(1, result.requests.total),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Alternates site and plain runs (noise hits both alike); answers the medians. */
async function compare(
  siteUrl: string,
  sitePid: number | undefined,
  plainUrl: string,
  plainPid: number | undefined,
): Promise<{ site: Load; plain: Load }> {
  // A second of warm-up each, then the measured rounds.
  await load(siteUrl, sitePid, 1);
  await load(plainUrl, plainPid, 1);
  const site: Load[] = [];
  const plain: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    site.push(await load(siteUrl, sitePid));
    plain.push(await load(plainUrl, plainPid));
  }
  const summary = (runs: Load[]): Load => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuUs: median(runs.map((r) => r.cpuUs)),
  });
  return { site: summary(site), plain: summary(plain) };
}

/** Time of one uncached render: the cache is dropped by a write, then the page is read once. */
async function timeOnce(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/**
 * A publish drops the page's cached copies (issue 41): the next visitor's request
 * reads the page document and renders it. Five publishes of /Education's document
 * (its description changed each time), each followed by one read, then one more read
 * from the cache and one request to the plain server for the same page's bytes.
 */
async function firstRenderAfterPublish(base: string, plainBase: string) {
  const client = await signIn(base, ADMIN);
  const url = `${base}/api/content/page-education`;
  const headers = { authorization: client.authorization, "content-type": "application/json" };
  const first: number[] = [];
  const cached: number[] = [];
  const plain: number[] = [];
  for (let round = 1; round <= 5; round++) {
    const view = (await (await fetch(url, { headers })).json()) as {
      data: { version: number; document: { description: { en: string } } };
    };
    const { document, version } = view.data;
    document.description.en = `${document.description.en.replace(/ \(bench \d+\)$/, "")} (bench ${round})`;
    const saved = await fetch(url, { method: "PUT", headers, body: JSON.stringify({ document, version }) });
    if (!saved.ok) throw new Error(`publishing /Education failed: ${saved.status} ${await saved.text()}`);
    first.push((await timeOnce(`${base}/Education`)).ms);
    cached.push((await timeOnce(`${base}/Education`)).ms);
    plain.push((await timeOnce(`${plainBase}/Education`)).ms);
  }
  console.log(
    `\n/Education right after a publish (median of 5): first render ${median(first).toFixed(1)} ms, ` +
      `then cached ${median(cached).toFixed(1)} ms; plain node:http ${median(plain).toFixed(1)} ms for the same page`,
  );
}

try {
  const sitePort = freePort();
  const base = `http://127.0.0.1:${sitePort}`;
  let site = await startSite(sitePort);
  const rssCreated = await rssMb(site.pid);
  const scale = POSTS > API_SEED_LIMIT || GALLERY > API_SEED_LIMIT;
  await seed(base, scale ? 0 : POSTS, scale ? Math.min(1, GALLERY) : GALLERY);
  // Restarted on its data, as a deployed site runs: creating the database (once)
  // grows PostgreSQL's WebAssembly memory, which is never given back.
  await stop(site);
  if (scale) await bulkInsert(POSTS, GALLERY - Math.min(1, GALLERY));
  site = await startSite(sitePort);
  const rssStart = await rssMb(site.pid);
  const rssLine = `server RSS: ${rssCreated} just after creating the data directory, ${rssStart} idle after a restart on the seeded data`;

  const slug = ((await (await fetch(`${base}/api/blogs?page=1&limit=1`)).json()) as { data: { slug: string }[] })
    .data[0]?.slug;
  const urls = [
    "/",
    "/blog",
    `/blog/${slug}`,
    "/AboutUs",
    "/Education",
    "/Gallery",
    "/api/blogs",
    "/api/gallery",
    "/search?q=education",
    "/api/search?q=education",
  ];

  if (scale) {
    console.log(`Scale: ${POSTS} posts, ${GALLERY} gallery items, Node ${process.version}\n`);
    const pages = [
      "/",
      "/hi",
      "/blog",
      "/hi/blog",
      `/blog/${slug}`,
      "/blog/rss.xml",
      "/AboutUs",
      "/Education",
      "/Gallery",
      "/hi/Gallery",
      "/forms",
      "/search?q=education",
      "/api/search?q=education",
    ];
    // The sitemap and the unpaged API lists name every post by design: timed apart, not pages.
    const failed = await scaleReport(
      await signIn(base, ADMIN),
      pages,
      ["/sitemap.xml", "/api/blogs", "/api/gallery"],
      ROUNDS,
      async () => (await cpuTimeUs(site.pid)) / 1000,
    );
    console.log(`\n${rssLine}, ${await rssMb(site.pid)} at the end`);
    if (failed > 0) process.exitCode = 1;
  } else {
    const answers: Record<string, Recorded> = {};
    for (const url of urls) {
      await record(`${base}${url}`); // fills the cache
      answers[url] = await record(`${base}${url}`);
      if (answers[url].status !== 200) throw new Error(`${url} answered ${answers[url].status}`);
    }
    const plainPort = freePort();
    const plain = await startPlain(plainPort, answers);

    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server and URL (medians), accept-encoding "${ACCEPT_ENCODING}", Node ${process.version}`,
    );
    console.log(`${POSTS} posts, ${GALLERY} gallery items; ${rssLine}\n`);
    const header = `${"URL".padEnd(34)} ${"bytes".padStart(7)} ${"site req/s".padStart(11)} ${"plain req/s".padStart(12)} ${"ratio".padStart(6)} ${"site p99".padStart(9)} ${"plain p99".padStart(10)} ${"CPU µs/req site/plain".padStart(22)} ${"errors".padStart(7)}`;
    console.log(header);
    console.log("-".repeat(header.length));
    for (const url of urls) {
      const { site: siteLoad, plain: plainLoad } = await compare(
        `${base}${url}`,
        site.pid,
        `http://127.0.0.1:${plainPort}${url}`,
        plain.pid,
      );
      const bytes = Buffer.from(answers[url]?.body ?? "", "base64").length;
      console.log(
        `${url.slice(0, 34).padEnd(34)} ${String(bytes).padStart(7)} ${siteLoad.rps.toFixed(0).padStart(11)} ${plainLoad.rps.toFixed(0).padStart(12)} ${(siteLoad.rps / plainLoad.rps).toFixed(2).padStart(6)} ${`${siteLoad.p99} ms`.padStart(9)} ${`${plainLoad.p99} ms`.padStart(10)} ${`${siteLoad.cpuUs.toFixed(0)} / ${plainLoad.cpuUs.toFixed(0)}`.padStart(22)} ${String(siteLoad.errors + plainLoad.errors).padStart(7)}`,
      );
    }
    await firstRenderAfterPublish(base, `http://127.0.0.1:${plainPort}`);
    await stop(plain);
    console.log(`\nserver RSS at the end: ${await rssMb(site.pid)}`);
  }
} finally {
  for (const child of children) await stop(child);
  await rm(dataDir, { recursive: true, force: true });
}
