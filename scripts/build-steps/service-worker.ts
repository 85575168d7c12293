/**
 * Writes the service worker (`build/client/sw.js`) after `react-router build`, with
 * Workbox (`workbox-build`'s generateSW: no hand-written caching logic).
 *
 * - Precached: the app shell (React Router's entry, the root and the site layout)
 *   and the pages that must work with no connection at all, even if they were the
 *   first page opened (Home, the forms list and a custom form with its offline
 *   queue, the offline page), from React Router's build manifest, with the chunks
 *   they load on demand (a custom form's check, read from the built files); the
 *   site's icons, the icon sprite and the drawn Hindi word. The rest of the
 *   JavaScript is cached as pages load it (cache first: file names carry content
 *   hashes). A phone downloads no more than it needs, and a new build is a new
 *   worker that replaces the old caches: no visitor is left on old JavaScript.
 * - Pages a visitor opens (and their `.data` requests for navigation in the app):
 *   network first with a short timeout, the cached copy when the network is slow
 *   or gone, and the offline page when nothing is cached.
 * - React Router's route discovery (`/__manifest`, react-router.config.ts): the
 *   network, and with none the routes of the saved build manifest, so a link not yet
 *   discovered still leads to a saved page or the offline page.
 * - Stored photos (`/api/images/`, immutable): cache first, a bounded number.
 * - Never from the worker's cache: the admin area and every other `/api` request.
 * - Never kept by any of its caches (`keptOnlyIfPublic`, issue 40): a response sent
 *   with `Cache-Control: no-store` or `private` (the newsletter's link pages), and
 *   an address with a `token` or `setup` parameter; offline, such an address gets
 *   the offline page, and a copy an earlier worker kept is dropped when met.
 *
 *   tsx scripts/build-steps/service-worker.ts [BUILD_DIR]
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { generateSW, type RuntimeCaching } from "workbox-build";
import { HINDI_OFFLINE_PATH, keptOnlyIfPublic, OFFLINE_PATH, PAGES_CACHE } from "#common/service-worker";
import { type RouterManifest, readRouterManifest } from "./router-manifest.ts";

/** Seconds a page waits for the network before the cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;
const ICONS = ["/favicon.ico", "/icon-192.png", "/apple-touch-icon.png"];

/** Route modules whose JavaScript is saved at once: the shell and what must work offline from the first visit. */
export const OFFLINE_ROUTES = [
  "root",
  "routes/site-layout",
  "routes/home",
  "routes/forms/forms",
  "routes/forms/form",
  "routes/offline",
  "routes/not-found",
];

/** The files those routes load: the entry, and each one's module, imports and CSS. */
export function offlineAssets(manifest: RouterManifest): string[] {
  const files = new Set<string>([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...(manifest.entry.css ?? []),
  ]);
  for (const id of OFFLINE_ROUTES) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build: update OFFLINE_ROUTES`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  }
  return [...files].sort();
}

/** `import("./x.js")` in a built chunk: code a page loads on demand (a form's check, decision 037). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
/** `import … from "./x.js"` and `import "./x.js"`: what such a chunk needs with it. */
const STATIC_IMPORT = /\b(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

/**
 * The chunks `files` load on demand, with everything those import: they must be
 * saved too, or a custom form opened offline could not check its answers. Read
 * from the built files themselves (React Router's manifest lists static imports
 * only).
 */
export async function onDemandAssets(clientDir: string, files: readonly string[]): Promise<string[]> {
  const read = (file: string) => readFile(path.join(clientDir, file), "utf8");
  const found = new Set<string>();
  const pending: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".js"))) {
    for (const [, name] of (await read(file)).matchAll(DYNAMIC_IMPORT)) pending.push(`/assets/${name}`);
  }
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next) || files.includes(next)) continue;
    found.add(next);
    for (const [, name] of (await read(next)).matchAll(STATIC_IMPORT)) pending.push(`/assets/${name}`);
  }
  return [...found].sort();
}

/**
 * The plugin every runtime cache of the worker has: nothing private is stored, and
 * nothing private an earlier worker stored is answered (Workbox writes the
 * function's source into the worker).
 */
const PUBLIC_ONLY = { cacheWillUpdate: keptOnlyIfPublic, cachedResponseWillBeUsed: keptOnlyIfPublic };

/** Network first with a short timeout, the saved copy, then the offline page in the page's language. */
function pagesRoute(urlPattern: RuntimeCaching["urlPattern"], offlinePath: string): RuntimeCaching {
  return {
    urlPattern,
    handler: "NetworkFirst",
    options: {
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      expiration: { maxEntries: 60 },
      cacheableResponse: { statuses: [200] },
      precacheFallback: { fallbackURL: offlinePath },
      plugins: [PUBLIC_ONLY],
    },
  };
}

export async function writeServiceWorker(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const { file, manifest } = await readRouterManifest(clientDir);
  // Neither the stylesheet (linked by the root's own `links`, app/root.tsx) nor the
  // drawings (the icon sprite of scripts/build-steps/icon-sprite.ts, the Hindi word)
  // are listed in the manifest.
  const unlisted = (await readdir(path.join(clientDir, "assets")))
    .filter((name) => name.endsWith(".css") || name.endsWith(".svg"))
    .map((name) => `/assets/${name}`);
  const routeFiles = offlineAssets(manifest);
  const hashed = [...new Set([file, ...routeFiles, ...(await onDemandAssets(clientDir, routeFiles)), ...unlisted])];
  // The offline page is rendered by the server; it changes with the build.
  const buildId = createHash("sha256").update(hashed.join("\n")).digest("hex").slice(0, 16);
  const result = await generateSW({
    swDest: path.join(clientDir, "sw.js"),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    globDirectory: clientDir,
    globPatterns: [],
    additionalManifestEntries: [
      ...hashed.map((url) => ({ url, revision: null })),
      ...ICONS.map((url) => ({ url, revision: buildId })),
      { url: OFFLINE_PATH, revision: buildId },
      { url: HINDI_OFFLINE_PATH, revision: buildId },
    ],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^\/assets\//,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // Public pages, and React Router's data requests for moving between them: the
      // Hindi ones (under /hi) fall back to the Hindi offline page. (Workbox writes
      // each matcher's source into the worker, so each stands alone.)
      pagesRoute(
        ({ request, url }) =>
          request.method === "GET" &&
          url.origin === self.location.origin &&
          (url.pathname === "/hi" || url.pathname.startsWith("/hi/") || url.pathname === "/hi.data") &&
          (request.mode === "navigate" || url.pathname.endsWith(".data")),
        HINDI_OFFLINE_PATH,
      ),
      pagesRoute(
        ({ request, url }) =>
          request.method === "GET" &&
          url.origin === self.location.origin &&
          !url.pathname.startsWith("/admin") &&
          !url.pathname.startsWith("/api/") &&
          (request.mode === "navigate" || url.pathname.endsWith(".data")),
        OFFLINE_PATH,
      ),
      {
        // Which route modules a path needs (routeDiscovery "lazy"). With no network,
        // every route of the build manifest saved with this worker answers, as React
        // Router's server would; a page of another build is reloaded as a document
        // (204 + X-Remix-Reload-Document), which then gets its saved copy or the
        // offline page. Without this a link not yet discovered ends in the error page.
        urlPattern: ({ request, url }) =>
          request.method === "GET" && url.origin === self.location.origin && url.pathname === "/__manifest",
        handler: async ({ request }) => {
          try {
            return await fetch(request);
          } catch (error) {
            for (const cacheName of await caches.keys()) {
              if (!cacheName.startsWith("workbox-precache")) continue;
              const cache = await caches.open(cacheName);
              for (const key of await cache.keys()) {
                if (!/^\/assets\/manifest-[\w-]+\.js$/.test(new URL(key.url).pathname)) continue;
                const text = (await (await cache.match(key))?.text()) ?? "";
                const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
                if (new URL(request.url).searchParams.get("version") !== manifest.version) {
                  return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
                }
                return Response.json(manifest.routes);
              }
            }
            throw error;
          }
        },
      },
      {
        // Every other script and style sheet, as pages load them (never changes under its name).
        urlPattern: ({ request, url }) =>
          request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: {
          cacheName: "assets",
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [PUBLIC_ONLY],
        },
      },
      {
        urlPattern: ({ request, url }) =>
          request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/api/images/"),
        handler: "CacheFirst",
        options: {
          cacheName: "photos",
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [PUBLIC_ONLY],
        },
      },
    ],
  });
  // Workbox sizes only the files it globs; every file here is listed by hand, so the
  // hashed assets are sized from disk (the icons and offline pages are small).
  const sizes = await Promise.all(hashed.map((url) => stat(path.join(clientDir, url)).then((file) => file.size)));
  return { ...result, size: sizes.reduce((sum, size) => sum + size, 0), buildId };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const { count, size, warnings } = await writeServiceWorker(buildDir);
  for (const warning of warnings) console.warn(warning);
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
}
