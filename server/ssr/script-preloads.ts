/**
 * The page's scripts start downloading once the page has been drawn (issue 17,
 * decisions 035 and 042).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module a
 * page hydrates with and one inline module script that imports the route modules and
 * then the entry. Both start their downloads while the HTML is still being read, so on
 * a slow link the scripts share the line with the stylesheet, a Hindi page's font and
 * the first photo. The scripts only make an already drawn page interactive (links and
 * forms work without them), so here:
 * - the preload links leave the document;
 * - the module script waits until the page has loaded and been drawn (`WHEN_DRAWN`),
 *   then adds the same preloads (low priority, all at once: no import waterfall) and
 *   imports the route modules with `import()`, and goes on as React Router wrote it.
 * React Router has no option for any of this. A document whose script is not the
 * shape this expects keeps its script and gets its preloads at low priority only.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const ROUTE_MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "/assets/root-x.js";`, as `<Scripts>` writes each route module. */
const ROUTE_IMPORT = /import \* as (\w+) from ("\/[^"]+");\n?/g;
/** Any other static import left in the script: then it is not rewritten. */
const STATIC_IMPORT = /(?:^|;)[ \t]*import[ \t]*[\w*{"']/m;

export function withScriptsAfterFirstPaint(html: string): string {
  const scripts = ROUTE_MODULE_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);
  const body = scripts?.[2] ?? "";
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  const rest = body.replace(ROUTE_IMPORT, "");
  if (!scripts || imports.length === 0 || STATIC_IMPORT.test(rest)) return withLowPriorityPreloads(html);

  const names = imports.map(([, name]) => name).join(", ");
  const urls = imports.map(([, , url]) => url).join(", ");
  const script = [
    WHEN_DRAWN,
    "whenDrawn(async () => {",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" }));`,
    `const [${names}] = await Promise.all([${urls}].map((url) => import(url)));`,
    rest,
    "});",
  ].join("\n");
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  return withoutPreloads.replace(
    ROUTE_MODULE_SCRIPT,
    (_, open: string, _body: string, close: string) => open + script + close,
  );
}

/**
 * Runs `go` once the page has loaded (what the first screen shows: the stylesheet, a
 * Hindi page's font, the first photo), has been drawn with content (its first
 * contentful paint, or after 3 s without one: a hidden tab draws nothing), and one
 * more frame has passed (a photo drawn just after the load).
 */
const WHEN_DRAWN = `const whenDrawn = async (go) => {
  await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));
  await new Promise((painted) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: "paint", buffered: true });
    setTimeout(painted, 3000);
  });
  await new Promise((framed) => requestAnimationFrame(() => setTimeout(framed)));
  go();
};`;

/** Every module preload marked `fetchpriority="low"` (what a deferred script gets anyway). */
function withLowPriorityPreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
