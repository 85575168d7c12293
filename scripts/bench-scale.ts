/**
 * `npm run bench -- --posts 10000 --gallery 5000` (issue 46): what years of content
 * cost. Two tables:
 *
 * 1. Every public page's first render after a write, against 50 ms: each round
 *    writes what the pages show (a new post, a gallery item's title, the menus,
 *    which every page reads), so every cached page is dropped, then reads each page
 *    once (its first render) and again (from the cache). Medians of the rounds.
 * 2. Every request the admin's Overview, Blogs tab and Gallery tab make at that
 *    scale, with the size of its answer, against 200 KB.
 *
 * The specification's unpaged GET /api/blogs and /api/gallery are timed too, apart:
 * they answer every row by design, and the site's own screens no longer ask for them.
 */
import { BLOG_ADMIN_PAGE_SIZE } from "#common/schemas/blog";
import { GALLERY_ADMIN_PAGE_SIZE } from "#common/schemas/gallery";
import type { SeedClient } from "./site-seed.ts";

/** A page's first render after a write must take less. */
export const FIRST_RENDER_MS = 50;
/** No answer the admin's screens load may weigh more. */
export const ADMIN_ANSWER_BYTES = 200 * 1024;

/**
 * What the admin's screens ask the API for when opened (their loaders: the
 * dashboard's, the Overview's, the Blogs and Gallery tabs'), first page, no search.
 */
export const DASHBOARD_REQUESTS = {
  dashboard: ["/api/health", "/api/auth/me", "/api/auth/session", "/api/dashboard/counts", "/api/external-forms"],
  overview: ["/api/inbox/counts", "/api/custom-forms", "/api/newsletter/subscribers", "/api/backups"],
  blogs: [`/api/blog-list?page=1&pageSize=${BLOG_ADMIN_PAGE_SIZE}`, "/api/blog-trash"],
  gallery: [`/api/gallery-list?page=1&pageSize=${GALLERY_ADMIN_PAGE_SIZE}`],
} as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: res.status };
}

async function send(client: SeedClient, method: string, path: string, body: unknown) {
  const res = await fetch(`${client.base}${path}`, {
    method,
    headers: { authorization: client.authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: unknown };
}

/** Writes that drop every cached page: a new post, a gallery item renamed, the menus saved again. */
async function writeEverything(client: SeedClient, round: number) {
  await send(client, "POST", "/api/blogs", {
    title: `Bench round ${round}`,
    excerpt: "A post written by the benchmark.",
    content: "Children read together at the village library.",
  });
  const items = (await send(client, "GET", "/api/gallery-list?pageSize=1", undefined)) as {
    data: { items: { id: string }[] };
  };
  const item = items.data.items[0];
  if (item) await send(client, "PATCH", `/api/gallery/${item.id}`, { title: `Bench field visit ${round}` });
  const navigation = (await send(client, "GET", "/api/content/navigation", undefined)) as {
    data: { version: number; document: unknown };
  };
  const { document, version } = navigation.data;
  await send(client, "PUT", "/api/content/navigation", { document, version });
}

/**
 * The two tables. `serverCpuMs` reads the server's CPU time so far: beside each first
 * render's time, the CPU it cost, which a busy machine changes less than the time.
 */
export async function scaleReport(
  client: SeedClient,
  pages: string[],
  specLists: string[],
  rounds: number,
  serverCpuMs: () => Promise<number>,
) {
  const base = client.base;
  // Each page drawn once since the start, so what is timed is a render, not the code's first load.
  for (const url of pages) await timed(`${base}${url}`);
  const first = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const cached = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  for (let round = 1; round <= Math.max(1, rounds); round++) {
    await writeEverything(client, round);
    for (const url of pages) {
      const cpuBefore = await serverCpuMs();
      const drawn = await timed(`${base}${url}`);
      if (drawn.status !== 200) throw new Error(`${url} answered ${drawn.status}`);
      cpu.set(url, [...(cpu.get(url) ?? []), (await serverCpuMs()) - cpuBefore]);
      first.set(url, [...(first.get(url) ?? []), drawn.ms]);
      cached.set(url, [...(cached.get(url) ?? []), (await timed(`${base}${url}`)).ms]);
      bytes.set(url, drawn.bytes);
    }
  }
  let failed = 0;
  console.log(
    `First render after a write (median of ${Math.max(1, rounds)}), against ${FIRST_RENDER_MS} ms\n\n` +
      `${"page".padEnd(26)} ${"first render".padStart(13)} ${"server CPU".padStart(11)} ${"cached".padStart(9)} ${"bytes".padStart(9)}  result`,
  );
  for (const url of pages) {
    const ms = median(first.get(url) ?? []);
    const pass = ms < FIRST_RENDER_MS;
    if (!pass) failed += 1;
    console.log(
      `${url.padEnd(26)} ${`${ms.toFixed(1)} ms`.padStart(13)} ${`${median(cpu.get(url) ?? []).toFixed(0)} ms`.padStart(11)} ${`${median(cached.get(url) ?? []).toFixed(1)} ms`.padStart(9)} ${String(bytes.get(url)).padStart(9)}  ${pass ? "pass" : "FAIL"}`,
    );
  }

  console.log(`\nThe admin's requests, each answer against ${ADMIN_ANSWER_BYTES / 1024} KB\n`);
  console.log(`${"screen".padEnd(10)} ${"request".padEnd(40)} ${"time".padStart(9)} ${"bytes".padStart(9)}  result`);
  for (const [screen, urls] of Object.entries(DASHBOARD_REQUESTS)) {
    for (const url of urls) {
      const answer = await timed(`${base}${url}`, { authorization: client.authorization });
      const pass = answer.status === 200 && answer.bytes <= ADMIN_ANSWER_BYTES;
      if (!pass) failed += 1;
      console.log(
        `${screen.padEnd(10)} ${url.padEnd(40)} ${`${answer.ms.toFixed(1)} ms`.padStart(9)} ${String(answer.bytes).padStart(9)}  ${pass ? "pass" : `FAIL (${answer.status})`}`,
      );
    }
  }

  console.log(
    "\nLists of every post by design: the sitemap, and the specification's unpaged API lists for other clients (no screen of the site asks for them)\n",
  );
  for (const url of specLists) {
    const answer = await timed(`${base}${url}`);
    console.log(
      `${url.padEnd(26)} ${`${answer.ms.toFixed(0)} ms`.padStart(9)} ${String(answer.bytes).padStart(12)} bytes`,
    );
  }
  return failed;
}
