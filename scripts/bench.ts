/**
 * `npm run bench`: throughput and latency of the built server on this machine.
 * Starts the production build on a free loopback port with a temporary DATA_DIR,
 * seeds a few blog posts, then for each endpoint runs a fixed number of concurrent
 * request loops for a fixed time and prints requests per second and p50/p95/p99.
 * Only 127.0.0.1 is ever contacted; every loop is bounded in time.
 *
 *   npm run build && npm run bench [-- --seconds 5 --concurrency 16]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg("seconds", 5);
const CONCURRENCY = arg("concurrency", 16);
const PORT = 20_000 + Math.floor(Math.random() * 10_000);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "bench-admin", password: "bench-password-long" };

async function waitForHealth(deadlineMs = 120_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start");
}

async function seed() {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 1; i <= 12; i++) {
    await fetch(`${BASE}/api/blogs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Benchmark post ${i}`,
        excerpt: "A short summary of what happened in the field this week.",
        content: `## Week ${i}\n\nChildren in **Jaipur** learned fractions.\n\n- one\n- two\n- three\n`,
        author: "Bench",
        tags: ["education", "bench"],
        featured: i <= 2,
      }),
    });
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(name: string, url: string) {
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < stopAt) {
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / SECONDS;
  console.log(
    `${name.padEnd(24)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   errors ${errors}`,
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-bench-"));
let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server-dist/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth();
  await seed();
  console.log(`${CONCURRENCY} concurrent connections, ${SECONDS} s per endpoint, Node ${process.version}\n`);
  for (const [name, pathname] of [
    ["GET /api/health", "/api/health"],
    ["GET /AboutUs (cached)", "/AboutUs"],
    ["GET / (home, 3 posts)", "/"],
    ["GET /blog", "/blog"],
    ["GET /api/blogs", "/api/blogs"],
    ["GET /api/gallery", "/api/gallery"],
  ] as const) {
    await fetch(`${BASE}${pathname}`); // warm-up (fills the page cache)
    await measure(name, `${BASE}${pathname}`);
  }
} finally {
  if (server) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
