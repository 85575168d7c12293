/**
 * The symbols of the site's own SVG files (the icon sprite, the outlined Hindi word),
 * for the copies a page carries of the symbols it draws (decisions 052 and 095):
 * app/entry.server.tsx reads them through the load context's `svgSymbols`, and
 * `<SymbolCopies>` (app/components/ui/symbol-copies.tsx) writes them into the page.
 *
 * A `<use>` of another file makes Chromium load that file as a document of its own,
 * with a frame, a parser and a style pass: 20-30 ms of main thread per file on this
 * machine, four times that on the phone Lighthouse emulates, in the middle of the
 * first paint's work. The copies add 1-3 KB to a page before compression.
 *
 * Only files we make are read (the sprite that scripts/build-steps/icon-sprite.ts
 * writes, app/brand/hindi-word.svg): one `<symbol id="…">…</symbol>` after another.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
/** The symbols (markup by id) of the file at a URL, or undefined when there is no such file. */
export type SymbolsOfFile = (url: string) => ReadonlyMap<string, string> | undefined;

const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;

/** The symbols of one of our SVG files, markup by id. */
export function symbolsInFile(svg: string): Map<string, string> {
  return new Map([...svg.matchAll(SYMBOL)].map(([symbol, id]) => [id as string, symbol]));
}

/**
 * The symbols of the SVG files the pages name under `root`: the build's client folder
 * (`/assets/icons-<hash>.svg`, each file read once: a build's files never change) or,
 * in development, the project's root, where Vite serves the sources
 * (`/app/components/ui/icons.svg?no-inline`, read again for every page: the sprite is
 * made again when icon-names.ts changes).
 */
export function symbolsOfFiles(root: string, { reread = false } = {}): SymbolsOfFile {
  const read = new Map<string, ReadonlyMap<string, string> | undefined>();
  const readFile = (url: string) => {
    const { pathname } = new URL(url, "http://localhost");
    const file = path.join(root, decodeURIComponent(pathname));
    if (!file.startsWith(root + path.sep) || !file.endsWith(".svg")) return undefined;
    try {
      return symbolsInFile(readFileSync(file, "utf8"));
    } catch {
      return undefined; // not a file of ours: its `<use>`s are drawn once the browser has added the file's symbols
    }
  };
  return (url) => {
    if (reread) return readFile(url);
    if (!read.has(url)) read.set(url, readFile(url));
    return read.get(url);
  };
}
