/**
 * Symbols of the build's SVG files (the icon sprite, the outlined Hindi word), drawn
 * with `<use>`. A page's first HTML holds a copy of each symbol it draws
 * (server/ssr/symbols-inline.ts, decision 052): the browser then parses no SVG file
 * of its own on a first load. A symbol drawn later (a page reached in the app) that
 * the page has no copy of is drawn from its file.
 */
// Relative, not "~/": the build step scripts/build-steps/icon-sprite.ts imports this module into vite.config.ts.
import { afterLoadWhenIdle } from "../../lib/after-load";

/** The id of icon `name`'s symbol, in the sprite and in a page: prefixed, since page elements have ids too. */
export const iconSymbolId = (name: string) => `icon-${name}`;

/**
 * The `<use>` address of symbol `id` of the SVG file `file`: the page's copy when its
 * HTML brought one (the server drew the same address and swapped in the copy, so
 * hydration agrees with it), else the file's.
 */
export function symbolHref(file: string, id: string): string {
  return typeof document !== "undefined" && document.getElementById(id) ? `#${id}` : `${file}#${id}`;
}

/** The symbol files whose symbols this page's code may draw later (the icon sprite). */
const filesDrawnLater = new Set<string>();

/** Notes that symbols of `file` may be drawn after the first load (spriteIcon, for each icon). */
export function mayDrawLaterFrom(file: string): void {
  filesDrawnLater.add(file);
}

/**
 * Fetches those files into the browser's cache once the page has loaded and is idle.
 * The first load draws from its copies; an icon drawn later without a copy (a notice
 * that appears once the connection has gone, before the service worker controls the
 * page) then finds the sprite in the cache instead of needing the network, as it did
 * when the first `<use>` loaded the sprite.
 */
export function fetchSymbolFilesWhenIdle(): void {
  afterLoadWhenIdle(() => {
    for (const file of filesDrawnLater) {
      fetch(file)
        .then((response) => response.arrayBuffer())
        .catch(() => {
          // Offline already: icons without a copy wait for the connection, as before.
        });
    }
  }, 5000);
}
