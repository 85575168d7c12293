/**
 * `npm run lighthouse`: Lighthouse (mobile: a mid-range phone on slow 4G,
 * simulated throttling) over the public pages of the production build, with the
 * budget of docs/decisions (018) checked route by route.
 *
 * Starts the build on a free loopback port with a temporary DATA_DIR, seeds
 * content through the API as the admin would (posts with camera-sized covers,
 * 24 gallery photos of 3000x2000, form links and a custom form), then runs
 * Lighthouse in the system Chromium over each route and prints one table:
 * the four category scores, LCP, TBT, CLS, JavaScript and total bytes
 * transferred. Exits 1 when a route misses the budget, 3 when the only misses are
 * performance scores (CI fails on 1 and warns on 3, see .ci/run).
 *
 *   npm run build && npm run lighthouse
 *   npm run lighthouse -- --routes /,/Gallery    only these routes (every route is also in
 *                                                 Hindi: /hi, /hi/Gallery...)
 *   npm run lighthouse -- --runs 5                each route 5 times (default 3); the run with
 *                                                 the median performance score counts (decision 043)
 *   npm run lighthouse -- --once-when-within      each route once, and its --runs only when that run's
 *                                                 performance score misses the budget (CI: decision 071)
 *   npm run lighthouse -- --json reports/         also save each route's full report
 *   npm run lighthouse -- --keep                  leave the seeded site running (Ctrl-C stops it)
 *   npm run lighthouse -- --width 390             a 390x844 phone screen (--height to change 844)
 *                                                 instead of Lighthouse's 412x823 Moto G Power
 *   npm run lighthouse -- --categories accessibility   only these categories (comma-separated), and
 *                                                 only their budget (a quick accessibility pass)
 *   npm run lighthouse -- --port 4650             serve the site on this port (default: a free one)
 *
 * Lighthouse 12 has no tap-target audit any more (it was removed with the SEO
 * category's mobile checks in version 12): tests/e2e/tap-targets.spec.ts measures
 * every control of every public page at 390 px instead (44x44, decision 031).
 *
 * Scores depend on the machine's CPU (the simulation scales the page's own
 * main-thread work): on a busy machine, run single routes and read the report's
 * opportunities rather than chasing one number.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { localizedPath } from "../common/locale.ts";
import { ADDRESS_BAR_PAGES, chromiumExecutable } from "../tests/support/browser.ts";
import { deviceHasNotoDevanagari } from "../tests/support/device-fonts.ts";
import { PUBLIC_ROUTES } from "../tests/support/public-routes.ts";
import { startBuiltServer } from "../tests/support/server-process.ts";
import { budget } from "./page-budget.ts";
import { photoMaker, seedForms, seedGallery, seedPosts, signIn } from "./site-seed.ts";

/**
 * chrome-launcher's own list (it is replaced: Chromium reads the last --disable-features),
 * then the address bar's drop-down pages, which run beside the measured page (decision 094).
 */
const LIGHTHOUSE_DISABLED_FEATURES = [
  "Translate",
  "OptimizationHints",
  "MediaRouter",
  "DialMediaRouteProvider",
  "CalculateNativeWinOcclusion",
  "InterestFeedContentSuggestions",
  "CertificateTransparencyComponentUpdater",
  "AutofillServerCommunication",
  "PrivacySandboxSettings4",
  "RenderDocument",
  ...ADDRESS_BAR_PAGES,
];
const CHROME_FLAGS = [
  `--disable-features=${LIGHTHOUSE_DISABLED_FEATURES.join(",")}`,
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const ADMIN = { username: "lighthouse-admin", password: "lighthouse-password-long" };
const POSTS = 6;
const GALLERY_PHOTOS = 24;

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
/**
 * Public pages that exist once the seeding below has run: a post, the custom form
 * and search results. `{post}` and `{form}` become the seeded post's slug and the
 * custom form's id.
 */
const SEEDED_ROUTES = ["/blog/{post}", "/forms/{form}", "/search?q=Jaipur"] as const;
const ENGLISH_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...SEEDED_ROUTES];
/** Every route in English and in Hindi (`/hi`, `/hi/Education`...). */
const ALL_ROUTES: readonly string[] = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map((route) => localizedPath(route, "hi"))];
const routes = option("routes")?.split(",") ?? [...ALL_ROUTES];
/**
 * Each route is measured this many times and the run with the median performance
 * score is the one reported: on a shared machine one run of the same page of the
 * same build scored 85 to 100 (docs/decisions/043).
 */
const runs = Math.max(1, Number(option("runs") ?? 3));
/**
 * One run is enough for a route within budget: bytes and the accessibility, best
 * practices and SEO scores do not move between runs, and a performance score that
 * met the budget once is not the noise the median guards against. A route whose
 * score misses is measured `runs` times in all and the median counts (decision 071).
 */
const onceWhenWithin = args.includes("--once-when-within");
const jsonDir = option("json");
const keep = args.includes("--keep");
/** A phone screen of this width (CSS px), as Chromium emulates a phone: touch, mobile viewport, 3x pixels. */
const width = option("width") ? Number(option("width")) : undefined;
const height = Number(option("height") ?? 844);
const categories = option("categories")?.split(",");
const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"];
const fixedPort = option("port") ? Number(option("port")) : undefined;
if (width !== undefined && !(Number.isInteger(width) && width >= 200 && width <= 2000)) {
  console.error("--width takes a screen width in CSS pixels, e.g. --width 390");
  process.exit(2);
}
const unknownCategories = (categories ?? []).filter((id) => !CATEGORY_IDS.includes(id));
if (unknownCategories.length > 0) {
  console.error(
    `Not a Lighthouse category: ${unknownCategories.join(", ")}. The categories: ${CATEGORY_IDS.join(", ")}`,
  );
  process.exit(2);
}
const unknown = routes.filter((route) => !ALL_ROUTES.includes(route));
if (unknown.length > 0) {
  console.error(`Not a public route: ${unknown.join(", ")}. The routes: ${ALL_ROUTES.join(", ")}`);
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's measure of the machine's speed when the run began (its benchmark
   * index; higher is faster). The simulation scales the page's own main-thread work
   * by a fixed factor, so a run on a busy moment of a shared machine scores lower:
   * this column shows when that happened.
   */
  cpuIndex: number;
  failures: string[];
}

/**
 * Search results say `noindex` on purpose (app/routes/posts/search.tsx): a search engine
 * should list the pages, not our results for a query. Lighthouse's SEO category
 * counts that as "blocked from indexing"; every other SEO audit still counts.
 */
const isKeptOutOfSearchEngines = (route: string) => route.replace(/^\/hi(?=\/)/, "").startsWith("/search");

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * The run whose performance score is the median (the lower of the two middle ones
 * for an even count). Not Lighthouse's `computeMedianRun`: it picks the run nearest
 * the median first paint and time to interactive, which reported 94 for runs of 94,
 * 96 and 97, and the budget is on the score.
 */
function medianRun(runs: readonly Result[]): Result | undefined {
  const byScore = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor((byScore.length - 1) / 2)];
}

function rowOf(route: string, lhr: Result): Row {
  // NaN for a category that was not run (--categories): the table shows "-".
  const score = (id: string) => (lhr.categories[id] ? Math.round((lhr.categories[id]?.score ?? 0) * 100) : Number.NaN);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = requests
    ? requests
        .filter((request) => request.resourceType === "Script")
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    : Number.NaN;
  const ran = (id: string) => lhr.categories[id] !== undefined;
  const row: Row = {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptBytes,
    totalBytes: value("total-byte-weight"),
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    failures: [],
  };
  if (lhr.runtimeError) row.failures.push(`not measured (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
  if (ran("performance") && row.performance < budget.performance) {
    row.failures.push(`performance ${row.performance}`);
  }
  for (const [name, id, got] of [
    ["accessibility", "accessibility", row.accessibility],
    ["best practices", "best-practices", row.bestPractices],
    ["SEO", "seo", row.seo],
  ] as const) {
    if (ran(id) && got < budget.otherCategories) {
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
        .filter((audit) => !(audit === "is-crawlable" && isKeptOutOfSearchEngines(route)));
      if (failing.length > 0) row.failures.push(`${name} ${got} (failing: ${failing.join(", ")})`);
    }
  }
  // The byte budgets are the performance category's (its run records the network).
  if (ran("performance") && row.scriptBytes > budget.scriptBytes)
    row.failures.push(`JavaScript ${kb(row.scriptBytes)}`);
  if (ran("performance") && route === "/Gallery" && row.totalBytes > budget.galleryBytes) {
    row.failures.push(`total ${kb(row.totalBytes)}`);
  }
  return row;
}

/** A phone's screen as Lighthouse emulates it: mobile viewport and touch, at 3 device pixels per CSS pixel. */
const phoneScreen = (screenWidth: number, screenHeight: number) => ({
  mobile: true,
  width: screenWidth,
  height: screenHeight,
  deviceScaleFactor: 3,
  disabled: false,
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A figure as the table writes it; "-" when it was not measured (a category left out). */
const shown = (value: number, write: (value: number) => string) => (Number.isNaN(value) ? "-" : write(value));

function printTable(rows: Row[]) {
  const header = ["route", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS", "total", "cpu"];
  const lines = rows.map((r) => [
    r.route,
    shown(r.performance, String),
    shown(r.accessibility, String),
    shown(r.bestPractices, String),
    shown(r.seo, String),
    shown(r.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
    shown(r.tbtMs, (ms) => `${Math.round(ms)} ms`),
    shown(r.cls, (cls) => cls.toFixed(3)),
    shown(r.scriptBytes, kb),
    shown(r.totalBytes, kb),
    shown(r.cpuIndex, (index) => String(Math.round(index))),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-lighthouse-"));
const port = fixedPort ?? (await freePort());
const origin = `http://127.0.0.1:${port}`;
const site = await startBuiltServer({
  DATA_DIR: dataDir,
  PORT: String(port),
  // Canonical links on the same origin Lighthouse loads (its SEO audit checks them).
  PUBLIC_URL: origin,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
/**
 * 0 within budget; 1 over it (or the run broke); 3 when every route that missed, missed
 * on its performance score alone. The score is the one figure that moves with how busy
 * the machine is (decision 043), so CI can tell it apart from a budget the code broke.
 */
let exitCode = 0;
const ONLY_SCORES_MISSED = 3;
if (!deviceHasNotoDevanagari()) {
  console.warn(
    "No Noto Sans Devanagari on this machine (Debian: apt-get install fonts-noto-core): Hindi pages are measured as " +
      "on a computer without a Devanagari font, which downloads the site's two faces, not as on the Android phone " +
      "Lighthouse emulates, which has its own (decision 050).",
  );
}
try {
  console.log(`Seeding ${origin}: ${POSTS} posts with covers, ${GALLERY_PHOTOS} gallery photos of 3000x2000, forms`);
  const client = await signIn(site.base, ADMIN);
  const photo = photoMaker();
  const [firstPost] = await seedPosts(client, POSTS, photo);
  await seedGallery(client, GALLERY_PHOTOS, photo);
  const formId = await seedForms(client);
  const pathOf = (route: string) => route.replace("{post}", firstPost ?? "").replace("{form}", formId);

  if (jsonDir) await mkdir(jsonDir, { recursive: true });
  const rows: Row[] = [];
  for (const route of routes) {
    // A visitor meets a warm response cache (server/cache); the first request fills it.
    await fetch(`${origin}${pathOf(route)}`).then((res) => res.arrayBuffer());
    const results: Result[] = [];
    const measure = async (): Promise<Result> => {
      // A fresh browser for each run, as Lighthouse's own command line does: one browser
      // kept over sixty pages measured the later ones slower than the same pages alone.
      const chrome = await launch({
        chromePath: chromiumExecutable(),
        chromeFlags: CHROME_FLAGS,
      });
      try {
        // Lighthouse's defaults are the mobile ones: Moto G Power screen, slow 4G and 4x CPU, simulated.
        const result = await lighthouse(`${origin}${pathOf(route)}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          ...(categories ? { onlyCategories: categories } : {}),
          ...(width ? { formFactor: "mobile", screenEmulation: phoneScreen(width, height) } : {}),
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        return result.lhr;
      } finally {
        chrome.kill();
      }
    };
    const measureOnce = async () => {
      let lhr = await measure();
      // A run Lighthouse itself could not finish (CI saw one score 0 with no metrics at
      // all) says nothing about the page: it is named and measured once more.
      if (lhr.runtimeError) {
        console.log(`${route}: Lighthouse could not measure it (${lhr.runtimeError.code}); measuring again`);
        lhr = await measure();
      }
      results.push(lhr);
    };
    await measureOnce();
    const withinAtOnce =
      onceWhenWithin &&
      !results[0]?.runtimeError &&
      Math.round((results[0]?.categories.performance?.score ?? 1) * 100) >= budget.performance;
    while (!withinAtOnce && results.length < runs) await measureOnce();
    // A run that failed twice has no metrics to take a median of; it still counts when
    // every run failed, and then its error fails the route.
    const measured = results.filter((result) => !result.runtimeError);
    const lhr = medianRun(measured) ?? (results[0] as Result);
    const row = rowOf(route, lhr);
    rows.push(row);
    const scores = CATEGORY_IDS.filter((id) => lhr.categories[id]).map(
      (id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`,
    );
    const eachRun =
      results.length > 1
        ? ` (performance by run: ${results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)).join(", ")})`
        : "";
    console.log(
      `${route}: ${scores.join(", ")}${eachRun}${row.failures.length ? ` - ${row.failures.join("; ")}` : ""}`,
    );
    if (jsonDir) {
      const name = route.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
      await writeFile(path.join(jsonDir, `${name}.json`), JSON.stringify(lhr));
    }
  }
  console.log("");
  printTable(rows);
  const missed = rows.filter((row) => row.failures.length > 0);
  console.log("");
  if (missed.length > 0) {
    console.log(`Over budget on ${missed.length} of ${rows.length} routes:`);
    for (const row of missed) console.log(`  ${row.route}: ${row.failures.join("; ")}`);
    const onlyScores = missed.every((row) => row.failures.length === 1 && row.performance < budget.performance);
    exitCode = onlyScores ? ONLY_SCORES_MISSED : 1;
    if (onlyScores) console.log(`Only performance scores missed (exit ${ONLY_SCORES_MISSED}).`);
  } else if (categories) {
    console.log(
      `All ${rows.length} routes within budget for ${categories.join(", ")}${width ? ` at ${width}x${height}` : ""}.`,
    );
  } else {
    console.log(
      `All ${rows.length} routes within budget: performance ${budget.performance}+, 100/100/100, JavaScript <= ${kb(budget.scriptBytes)}, /Gallery <= ${kb(budget.galleryBytes)}${width ? `, at ${width}x${height}` : ""}.`,
    );
  }
  if (keep) {
    // Only the site stays, until Ctrl-C or a kill.
    console.log(`\nThe seeded site stays at ${origin} until Ctrl-C.`);
    await new Promise<void>((resolve) => {
      process.once("SIGINT", () => resolve());
      process.once("SIGTERM", () => resolve());
    });
  }
} catch (err) {
  exitCode = 1;
  console.error(err);
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
