/**
 * What waits until the page has been drawn (issue 17, decisions 035, 042 and 044).
 * On a slow link everything asked for at once shares the line; the first screen
 * (the HTML, the stylesheet, a Hindi page's font, the first photo) should have it
 * alone. Two kinds of download can wait without a visitor missing anything:
 *
 * - The scripts. React Router's `<Scripts>` writes a `<link rel="modulepreload">`
 *   for every module a page hydrates with and one inline module script that imports
 *   the route modules and then the entry; both start downloading while the HTML is
 *   still being read. The scripts only make an already drawn page interactive (links
 *   and forms work without them), so the preload links leave the document and the
 *   module script waits (`whenDrawn`), then adds the same preloads (low priority, all
 *   before any import: no import waterfall), imports the entry's own modules and
 *   then the route modules with `import()`, and goes on as React Router wrote it.
 *   Each preload and each import is a task of its own (decision 053): Lighthouse
 *   leaves tasks under 10 ms out of its phone's simulation and counts the others four
 *   times over, and together they were one 20-60 ms task. React Router has no option
 *   for any of this. A
 *   document whose script is not the shape this expects keeps its script and gets
 *   its preloads at low priority only.
 * - The photos of the cards under the first (`PHOTO_AFTER_FIRST_PAINT` in
 *   app/components/ui/render-when-near.ts). Chromium asks for a lazy photo as soon
 *   as it lays out a page with the photo within 1250-2500 px of the screen, so on a
 *   phone three more photos shared the line with the first. A script at the top of
 *   `<head>` marks the document `data-photos-wait` (the marked photos are not laid
 *   out meanwhile: `display: none` in a box of fixed shape) and takes the mark away
 *   once the page is drawn. Without JavaScript nothing is marked and lazy loading
 *   works as the browser does it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const ROUTE_MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "/assets/root-x.js";`, as `<Scripts>` writes each route module. */
const ROUTE_IMPORT = /import \* as (\w+) from ("\/[^"]+");\n?/g;
/** The entry's own imports in the route manifest: `"entry": {"module": "…", "imports": ["…", …]`. */
const ENTRY_IMPORTS = /"entry":\s*\{\s*"module":\s*"[^"]+",\s*"imports":\s*\[([^\]]*)\]/;
/** Any other static import left in the script: then it is not rewritten. */
const STATIC_IMPORT = /(?:^|;)[ \t]*import[ \t]*[\w*{"']/m;
/** The first thing in every document's `<head>` (root.tsx); the head script goes right after it. */
const CHARSET = '<meta charSet="utf-8"/>';

/** The attribute on `<html>` while the photos under the first wait (app/components/ui/render-when-near.ts). */
export const PHOTOS_WAIT_ATTRIBUTE = "data-photos-wait";

export function withWorkAfterFirstPaint(html: string): string {
  // Without the head script there is no `whenDrawn` for the module script to wait on.
  if (!html.includes(CHARSET)) return withLowPriorityPreloads(html);
  return withScriptsAfterFirstPaint(withWhenDrawnInHead(html));
}

/**
 * The head script: `whenDrawn` for the module script, and the mark that holds the
 * photos under the first until the page is drawn. A classic inline script before the
 * stylesheet's link, so it runs at once instead of waiting for the stylesheet.
 */
function withWhenDrawnInHead(html: string): string {
  return html.replace(CHARSET, `${CHARSET}<script>${HEAD_SCRIPT}</script>`);
}

function withScriptsAfterFirstPaint(html: string): string {
  const scripts = ROUTE_MODULE_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);
  const body = scripts?.[2] ?? "";
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  const rest = body.replace(ROUTE_IMPORT, "");
  if (!scripts || imports.length === 0 || STATIC_IMPORT.test(rest)) {
    return withLowPriorityPreloads(html);
  }

  const entryModules = entryImports(rest);
  const script = [
    MODULE_SCRIPT_OPEN,
    NEXT_TASK,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    PRELOAD_EACH,
    "}",
    ...entryModules.map((url) => `await import(${url}); await nextTask();`),
    ...imports.map(([, name, url]) => `const ${name} = await import(${url}); await nextTask();`),
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
 * `whenDrawn(go)` runs `go` once the page has loaded (what the first screen shows:
 * the stylesheet, a Hindi page's font, the first photo), has been drawn with content
 * (its first contentful paint, or after 3 s without one: a hidden tab draws nothing;
 * at once in a browser that does not report paints),
 * and one more frame has passed (a photo drawn just after the load). A global of the
 * head script, so the module script further down can call it.
 */
const WHEN_DRAWN = `var whenDrawn = async (go) => {
  await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));
  await new Promise((painted) => {
    setTimeout(painted, 3000);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        painted();
      }).observe({ type: "paint", buffered: true });
    } catch {
      painted();
    }
  });
  await new Promise((framed) => requestAnimationFrame(() => setTimeout(framed)));
  go();
};`;

/**
 * The modules the entry imports (React and React Router, the bundler's runtime), read
 * from the route manifest React Router writes into the same script, each as a quoted
 * URL ready for `import()`. Imported one at a time ahead of the route modules, each
 * is evaluated in a task of its own. None when the manifest has another shape.
 */
function entryImports(script: string): string[] {
  const list = ENTRY_IMPORTS.exec(script)?.[1] ?? "";
  return [...list.matchAll(/"(\/[^"]+)"/g)].map(([quoted]) => quoted);
}

/**
 * `nextTask()` resolves in a new task, so the browser can draw and answer a tap in
 * between (and no one step is a long task on a slow phone): `scheduler.yield()` where
 * there is one, else a timer.
 */
export const NEXT_TASK =
  "const nextTask = () => globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((go) => setTimeout(go));";

/**
 * The fixed parts of what this writes, for the Content-Security-Policy
 * (security-headers.ts), which hashes only the inline scripts the server and React
 * Router write: the head script whole, and the module script's own lines.
 */
export const HEAD_SCRIPT = [
  `document.documentElement.setAttribute("${PHOTOS_WAIT_ATTRIBUTE}", "");`,
  WHEN_DRAWN,
  `whenDrawn(() => document.documentElement.removeAttribute("${PHOTOS_WAIT_ATTRIBUTE}"));`,
].join("\n");
export const MODULE_SCRIPT_OPEN = "whenDrawn(async () => {";
/** The body of the loop over the module preloads (`for (const href of [...]) {` … `}`). */
export const PRELOAD_EACH = [
  '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" }));',
  "  await nextTask();",
].join("\n");

/** Every module preload marked `fetchpriority="low"` (what a deferred script gets anyway). */
function withLowPriorityPreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
