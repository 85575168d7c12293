/**
 * Security headers for HTML pages. The Content-Security-Policy is enforcing: the
 * inline scripts a page carries are allowed by their SHA-256 hashes, and nothing
 * else inline may run (decision 015). Only the inline scripts the server and React
 * Router write are hashed (issue 40): a `<script>` that reached the page any other
 * way (through a post's HTML, say) gets no hash, so the browser refuses to run it,
 * and the render logs it. The same page always gets the same policy, so it can be
 * cached. Styles allow 'unsafe-inline' because server-rendered `style` attributes
 * (progress bars, image aspect ratios) are blocked otherwise; script injection is
 * the risk the policy exists for.
 */
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, ScrollRestoration, UNSAFE_FrameworkContext } from "react-router";
import { DEFERRED_MODULE_TYPE } from "#common/page-scripts";

/** Where the build's content-hashed scripts and stylesheets are served. */
export const BUILT_ASSETS_PATH = "/assets/";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/**
 * The `type`s a browser runs (HTML's JavaScript MIME types, modules, import maps,
 * speculation rules), and React Router's module script while it waits for the first
 * paint: the head script runs its text as a module then.
 */
const RUNNING_TYPES = new Set([
  "",
  "module",
  DEFERRED_MODULE_TYPE,
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether the browser runs an inline script with these attributes. A data block
 * (JSON-LD's `application/ld+json`) is never run, so the policy does not apply to
 * it and it needs no hash.
 */
function runs(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes);
  if (!type) return true;
  return RUNNING_TYPES.has((type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase());
}

const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Where the JSON object or array starting at `start` ends (just past its closing bracket), or -1. */
function jsonEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** React Router's hydration data (`<Scripts>` and its streamed loader data); JSON in the middle. */
const CONTEXT_OPEN = "window.__reactRouterContext = ";
const CONTEXT_CLOSE =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const ENQUEUE_OPEN = "window.__reactRouterContext.streamController.enqueue(";
const ENQUEUE_CLOSE = ");";
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";

/** A module of the build, as a JSON string: `"/assets/…"`, nothing to climb out of it. */
const ASSET = String.raw`"\/assets\/(?![^"]*\.\.)[\w.\-\/]+"`;
/** The names React Router's module script gives the route modules (`route0`, `route1_main`, …). */
const ROUTE_NAME = String.raw`route\d+(?:_[A-Za-z]+)?`;

/**
 * The statements React Router's module script is made of, as it writes it; each
 * matched where the previous one ended. Nothing else may be in the script: it
 * imports only the build's modules, and assigns only JSON and those modules.
 */
const MODULE_STATEMENTS: RegExp[] = [
  new RegExp(String.raw`import \* as ${ROUTE_NAME} from ${ASSET};`, "y"),
  new RegExp(`import ${ASSET};`, "y"),
  new RegExp(String.raw`const ${ROUTE_NAME} = \{\.\.\.${ROUTE_NAME}(?:,\.\.\.${ROUTE_NAME})*\};`, "y"),
  new RegExp(
    String.raw`window\.__reactRouterRouteModules = \{(?:"[\w\-\/.$]+":${ROUTE_NAME}(?:,"[\w\-\/.$]+":${ROUTE_NAME})*)?\};`,
    "y",
  ),
  new RegExp(String.raw`import\(${ASSET}\);`, "y"),
];
const MANIFEST_OPEN = "window.__reactRouterManifest = ";
const SEPARATOR = /[\s;]*/y;

function isModuleScript(body: string): boolean {
  let at = 0;
  while (true) {
    SEPARATOR.lastIndex = at;
    SEPARATOR.exec(body);
    at = SEPARATOR.lastIndex;
    if (at >= body.length) return true;
    if (body.startsWith(MANIFEST_OPEN, at)) {
      const start = at + MANIFEST_OPEN.length;
      const end = body[start] === "{" ? jsonEnd(body, start) : -1;
      if (end === -1 || body[end] !== ";" || !parsesAsJson(body.slice(start, end))) return false;
      at = end + 1;
      continue;
    }
    const statement = MODULE_STATEMENTS.find((pattern) => {
      pattern.lastIndex = at;
      return pattern.test(body);
    });
    if (!statement) return false;
    at = statement.lastIndex;
  }
}

/** `open` + JSON + `close`, the JSON passing `check`. */
function isWrappedJson(content: string, open: string, close: string, check: (value: unknown) => boolean): boolean {
  if (!content.startsWith(open) || !content.endsWith(close)) return false;
  try {
    return check(JSON.parse(content.slice(open.length, content.length - close.length)));
  } catch {
    return false;
  }
}

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `<ScrollRestoration>`'s script, as the React Router the server runs writes it:
 * its function's source, called with the storage key and the page's key (JSON).
 * Read once by drawing the component alone; undefined if that ever fails (the
 * script is then left unhashed, and each render logs it).
 */
let scrollFunctionCall: string | null | undefined;
function scrollScriptStart(): string | undefined {
  if (scrollFunctionCall === undefined) {
    try {
      const router = createMemoryRouter([{ path: "/", element: createElement(ScrollRestoration) }]);
      // All the component reads of the framework's context: not a single-page app.
      const framework = { isSpaMode: false } as never;
      const markup = renderToStaticMarkup(
        createElement(
          UNSAFE_FrameworkContext.Provider,
          { value: framework },
          createElement(RouterProvider, { router }),
        ),
      );
      const script = /^<script>([\s\S]*\)\()[\s\S]*\)<\/script>$/.exec(markup);
      scrollFunctionCall = script?.[1] ?? null;
    } catch {
      scrollFunctionCall = null;
    }
  }
  return scrollFunctionCall ?? undefined;
}

function isScrollScript(content: string): boolean {
  const start = scrollScriptStart();
  if (!start || !content.startsWith(start) || !content.endsWith(")")) return false;
  try {
    const args: unknown = JSON.parse(`[${content.slice(start.length, -1)}]`);
    return (
      Array.isArray(args) &&
      args.length === 2 &&
      typeof args[0] === "string" &&
      (args[1] === null || typeof args[1] === "string")
    );
  } catch {
    return false;
  }
}

/** Whether an inline script is one the server or React Router writes (`constants`: the routes' own, whole). */
function isOwnScript(content: string, constants: ReadonlySet<string>): boolean {
  return (
    content.trim() === "" ||
    content === STREAM_CLOSE ||
    constants.has(content) ||
    isWrappedJson(content, ENQUEUE_OPEN, ENQUEUE_CLOSE, (value) => typeof value === "string") ||
    isWrappedJson(content, CONTEXT_OPEN, CONTEXT_CLOSE, isObject) ||
    isScrollScript(content) ||
    isModuleScript(content)
  );
}

export interface InlineScripts {
  /** `'sha256-…'` sources of the page's own inline scripts, in order, without repeats. */
  hashes: string[];
  /** The start of each inline script that would run but is not one of ours: left unhashed, so blocked. */
  foreign: string[];
}

/**
 * The hashes of the inline scripts in an HTML document that the server and React
 * Router wrote: React Router's hydration data (`window.__reactRouterContext = {…}`,
 * each streamed `enqueue("…")` and the `close()`), its module script (imports of
 * `/assets/` modules only, JSON and the route modules assigned; also while it waits
 * for the first paint as a data block of `DEFERRED_MODULE_TYPE`), the scroll
 * restoration script, and `constants`: the scripts routes write whole and name in
 * their `handle` (`inlineScripts`, see `routeInlineScripts`: the root's head script,
 * the offline page's). Each is
 * recognised by its exact text, or by a fixed frame around JSON, which only
 * describes data: a copy of one of these in a post does nothing the page's own
 * does not. Any other script that would run is not hashed, so the browser refuses
 * it. A data block (JSON-LD) is never run and needs no hash.
 */
export function inlineScriptHashes(html: string, constants: ReadonlySet<string> = new Set()): InlineScripts {
  const hashes = new Set<string>();
  const foreign: string[] = [];
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || content === "" || !runs(attributes)) continue;
    if (!isOwnScript(content, constants)) {
      foreign.push(content.slice(0, 120));
      continue;
    }
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return { hashes: [...hashes], foreign };
}

/** What a route module's `handle` may name: inline scripts it writes itself, whole (the offline page's). */
export interface InlineScriptsHandle {
  inlineScripts?: readonly string[];
}

/** The inline scripts the build's route modules name in their `handle`. */
export function routeInlineScripts(routes: Record<string, { module: { handle?: unknown } } | undefined>): Set<string> {
  const scripts = new Set<string>();
  for (const route of Object.values(routes)) {
    const named = (route?.module.handle as InlineScriptsHandle | undefined)?.inlineScripts;
    if (Array.isArray(named)) for (const script of named) if (typeof script === "string") scripts.add(script);
  }
  return scripts;
}

/**
 * `framedBySelf`: a page the admin shows in a frame of its own (a draft's preview,
 * at a phone's width); every other page may be framed by no one.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { framedBySelf = false } = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Strict-Transport-Security, once the site is known to be served over HTTPS
 * (PUBLIC_URL starts with https://): browsers then never try plain HTTP again.
 * Two years and subdomains, the preload list's own minimum.
 */
export function transportSecurityHeaders(publicUrl: string | undefined): Record<string, string> {
  return publicUrl?.startsWith("https://")
    ? { "strict-transport-security": "max-age=63072000; includeSubDomains" }
    : {};
}

/**
 * All a built script or stylesheet needs besides its type, length and caching:
 * the frame, referrer, permissions and opener policies and HSTS act on documents
 * (and HSTS is learnt from the first page), the request id only serves logs of
 * requests that can go wrong.
 */
export const builtAssetHeaders: Record<string, string> = { "x-content-type-options": "nosniff" };

/**
 * Headers every other response carries, pages and API alike.
 * Cross-Origin-Resource-Policy `same-origin`: another site's page cannot load our
 * pages, API answers or photos as a subresource (an `<img>`, a `<script>`), the
 * way a Spectre-style attack reads them into its own process; our own pages are
 * the only place that shows them. It does not touch crawlers and link-preview
 * services, which fetch from their servers, nor top-level navigation. The
 * link-preview pictures are the exception (`resourcePolicyHeader`). Built assets
 * (`builtAssetHeaders`) go without it: the same public code for everyone, nothing
 * to read, and fifteen files a page pay for each header.
 */
export const baseSecurityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * The link-preview pictures (app/lib/share-image.ts: the site's `/og-image.png`,
 * each post's `/blog/{slug}/share-image.jpg`) exist to be shown by other sites:
 * most preview services copy them on their servers, but some hand the address to
 * the reader's browser (a preview card on another site, a web chat), which
 * `same-origin` would block. They are public pictures, so `cross-origin`.
 */
const SHARE_IMAGE = /^\/(?:og-image\.png|blog\/[^/?#]+\/share-image\.jpg)(?:\?|$)/;

/** The Cross-Origin-Resource-Policy header an answer to `url` takes in place of the base one, if any. */
export function resourcePolicyHeader(url: string): Record<string, string> | undefined {
  return SHARE_IMAGE.test(url) ? { "cross-origin-resource-policy": "cross-origin" } : undefined;
}
