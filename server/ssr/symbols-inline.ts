/**
 * A page's SVG symbols inside the page (issue 17, decision 052).
 *
 * Icons and the outlined Hindi word are `<use>`s of symbols in the build's SVG files
 * (decision 039, app/components/ui/svg-symbols.ts). A `<use>` of another file makes
 * Chromium load that file as a document of its own, with a frame, a parser and a
 * style pass: 20-30 ms of main thread per file on this machine, four times that on
 * the phone Lighthouse emulates, in the middle of the first paint's work. So the
 * server copies the symbols a page draws into the page: one hidden `<svg>` at the
 * start of `<body>`, and each `<use>` names its copy (`#icon-send`). While
 * hydrating, the client finds the copies and draws the same addresses. React skips
 * an element of `<body>` it did not render, and leaves it there through navigation.
 * The copies add 1-3 KB to a page before compression.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** A `<use>` of a symbol of one of the build's SVG files, as the components write it. */
const FILE_SYMBOL_USE = /<use href="(\/assets\/[\w.-]+\.svg)#([\w-]+)"/g;
const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;
const BODY = /<body\b[^>]*>/;

/** The symbols (markup by id) of the file at a URL, or undefined when there is no such file. */
export type SymbolsOfFile = (url: string) => ReadonlyMap<string, string> | undefined;

/** The symbols of the build's SVG files, read from `clientDir` once per file (a build's files never change). */
export function symbolsOfBuild(clientDir: string): SymbolsOfFile {
  const read = new Map<string, ReadonlyMap<string, string> | undefined>();
  return (url) => {
    if (!read.has(url)) {
      let symbols: Map<string, string> | undefined;
      try {
        const svg = readFileSync(path.join(clientDir, url), "utf8");
        symbols = new Map([...svg.matchAll(SYMBOL)].map(([symbol, id]) => [id as string, symbol]));
      } catch {
        symbols = undefined; // not a file of this build: its `<use>`s stay as they are
      }
      read.set(url, symbols);
    }
    return read.get(url);
  };
}

/** `html` with the symbols its `<use>`s draw from files copied in, and named there. */
export function withSymbolsInline(html: string, symbolsOf: SymbolsOfFile): string {
  const body = BODY.exec(html);
  if (!body) return html;
  const copies = new Map<string, string>();
  const drawn = html.replace(FILE_SYMBOL_USE, (use, url: string, id: string) => {
    const symbol = symbolsOf(url)?.get(id);
    if (!symbol) return use;
    copies.set(id, symbol);
    return `<use href="#${id}"`;
  });
  if (copies.size === 0) return html;
  const at = body.index + body[0].length;
  const copied = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${[...copies.values()].join("")}</svg>`;
  return `${drawn.slice(0, at)}${copied}${drawn.slice(at)}`;
}
