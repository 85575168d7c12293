/**
 * Symbols of the build's SVG files (the icon sprite, the outlined Hindi word), drawn
 * with `<use>`. A page's first HTML holds a copy of each symbol it draws
 * (server/ssr/symbols-inline.ts, decision 052): the browser then parses no SVG file
 * of its own on a first load. A symbol drawn later (a page reached in the app) that
 * the page has no copy of is drawn from its file.
 *
 * No imports: the build step scripts/build-steps/icon-sprite.ts names symbols with
 * `iconSymbolId` from vite.config.ts.
 */

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
