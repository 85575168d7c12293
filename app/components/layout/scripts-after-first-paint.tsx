/**
 * What waits until the page has been drawn (decisions 042, 044, 087 and 096). On a
 * slow link everything asked for at once shares the line; the first screen (the
 * HTML, the stylesheet, a Hindi page's font, the first photo) should have it alone.
 * Two kinds of download wait without a visitor missing anything:
 *
 * - The scripts. React Router's `<Scripts>` writes a `<link rel="modulepreload">` for
 *   every module a page hydrates with (React hoists them into `<head>`) and one
 *   inline module script that imports the route modules and then the entry; all of
 *   them start downloading while the HTML is still being read, and took the first
 *   photo's line for about a second on the simulated phone (decision 087). The
 *   scripts only make an already drawn page interactive (links and forms work
 *   without them), so `ScriptsAfterFirstPaint` draws `<Scripts>`' own elements with
 *   two changes: no module preloads, and the module script as an inert data block
 *   (`type="${DEFERRED_MODULE_TYPE}"`) carrying the preloads' addresses. Once the page
 *   is drawn, the head script adds the same preloads at low priority and runs the
 *   same script text as a module. The script's text is React Router's, unread and
 *   unchanged, so its hash in the Content-Security-Policy is the same as ever.
 * - The photos of the cards under the first (`PHOTO_AFTER_FIRST_PAINT` in
 *   app/components/ui/render-when-near.ts). The head script marks the document
 *   `data-photos-wait` (those photos are not laid out meanwhile) and takes the mark
 *   away once the page is drawn. Without JavaScript nothing is marked, and lazy
 *   loading works as the browser does it.
 *
 * Nothing reads or rewrites HTML: the elements are changed before React writes them.
 * `<Scripts>` is called as a function for its elements (its hooks become this
 * component's, in the same order every render). tests/e2e/load-priority.spec.ts checks
 * the real build: a React Router whose `<Scripts>` draws other elements fails it.
 */
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { DEFERRED_MODULE_TYPE } from "#common/page-scripts";

/** The attribute on `<html>` while the photos under the first wait (app/components/ui/render-when-near.ts). */
export const PHOTOS_WAIT_ATTRIBUTE = "data-photos-wait";

/** The attribute of the waiting script holding its module preloads' addresses (a JSON array). */
const PRELOADS_ATTRIBUTE = "data-modulepreloads";

/**
 * `whenDrawn(go)` runs `go` once the page has loaded (what the first screen shows: the
 * stylesheet, a Hindi page's font, the first photo), has been drawn with content (its
 * first contentful paint, or after 3 s without one: a hidden tab draws nothing; at
 * once in a browser that does not report paints), and one more frame has passed (a
 * photo drawn just after the load).
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

/** Once drawn: the photos shown, then each waiting script's preloads added (low priority) and its text run as a module. */
const AFTER_FIRST_PAINT = `whenDrawn(() => {
  document.documentElement.removeAttribute("${PHOTOS_WAIT_ATTRIBUTE}");
  for (const waiting of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')) {
    for (const href of JSON.parse(waiting.getAttribute("${PRELOADS_ATTRIBUTE}") || "[]")) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" }));
    }
    document.head.append(Object.assign(document.createElement("script"), { type: "module", textContent: waiting.textContent }));
  }
});`;

/**
 * The head script, whole. root.tsx draws it in `<head>` and names it in its `handle`
 * (`inlineScripts`), so the Content-Security-Policy hashes it like the offline page's.
 * Only the server's build holds its text: the browser keeps the script the server sent.
 */
export const HEAD_SCRIPT = import.meta.env.SSR
  ? [`document.documentElement.setAttribute("${PHOTOS_WAIT_ATTRIBUTE}", "");`, WHEN_DRAWN, AFTER_FIRST_PAINT].join("\n")
  : "";

/**
 * In the browser an empty string, always this one object: React 19 neither compares nor
 * writes a `dangerouslySetInnerHTML` element's content while it hydrates, and afterwards
 * only when the prop changes (as `SymbolCopies` in app/components/ui/symbol-copies.tsx).
 */
const headScriptHtml = { __html: HEAD_SCRIPT };

export function HeadScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, hashed into the CSP by its text
  return <script suppressHydrationWarning dangerouslySetInnerHTML={headScriptHtml} />;
}

type ElementProps = { rel?: unknown; href?: unknown; type?: unknown; children?: ReactNode };

/** `<Scripts>`, its module preloads left out and its module script waiting for the first paint. */
export function ScriptsAfterFirstPaint() {
  const scripts = Scripts({});
  const preloads: string[] = [];
  collectModulePreloads(scripts, preloads);
  return <>{withModuleScriptWaiting(scripts, preloads)}</>;
}

const isModulePreload = (props: ElementProps) => props.rel === "modulepreload" && typeof props.href === "string";

function collectModulePreloads(node: ReactNode, into: string[]): void {
  if (!isValidElement<ElementProps>(node)) return;
  if (node.type === "link" && isModulePreload(node.props)) into.push(node.props.href as string);
  if (node.type === Fragment) Children.forEach(node.props.children, (child) => collectModulePreloads(child, into));
}

function withModuleScriptWaiting(node: ReactNode, preloads: readonly string[]): ReactNode {
  if (!isValidElement<ElementProps>(node)) return node;
  if (node.type === "link" && isModulePreload(node.props)) return null;
  if (node.type === "script" && node.props.type === "module") {
    return cloneElement(node as ReactElement<Record<string, unknown>>, {
      type: DEFERRED_MODULE_TYPE,
      async: undefined,
      [PRELOADS_ATTRIBUTE]: JSON.stringify(preloads),
    });
  }
  if (node.type === Fragment) {
    return (
      <Fragment key={node.key}>
        {Children.map(node.props.children, (child) => withModuleScriptWaiting(child, preloads))}
      </Fragment>
    );
  }
  return node;
}
