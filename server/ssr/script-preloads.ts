/**
 * React Router's `<Scripts>` preloads every module a page hydrates with
 * (`<link rel="modulepreload">`), and Chromium fetches a module preload at high
 * priority: on a slow link the scripts then share the line with the stylesheet, a
 * Hindi page's font and the first photo, and the first paint waits for them too.
 * The scripts only make an already drawn page interactive, so they are fetched at
 * the low priority a deferred script gets anyway: still all at once from the
 * `<head>` (no import waterfall), but after what the first paint needs
 * (issue 17, decision 035). React Router has no option for the links' attributes.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** The document with every module preload marked `fetchpriority="low"`. */
export function withLowPriorityScriptPreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
