/**
 * Symbols of the site's SVG files (the icon sprite, the outlined Hindi word), drawn
 * with `<use href="#<id>">`, the same address on the server and in the browser
 * (decisions 052 and 095).
 *
 * - On the server a page's first HTML holds a copy of each symbol it draws: the
 *   components note what they draw with the page's `SymbolCollector` (given to React
 *   by app/entry.server.tsx), and `<SymbolCopies>` (symbol-copies.tsx) writes the
 *   copies. The browser then parses no SVG file of its own on a first load.
 * - In the browser, a symbol the document lacks (a page reached in the app, a notice
 *   shown later) is added from its file by `addSymbolWhenMissing`.
 *
 * No imports: the build step scripts/build-steps/icon-sprite.ts names symbols with
 * `iconSymbolId` from vite.config.ts.
 */

/** The id of icon `name`'s symbol, in the sprite and in a page: prefixed, since page elements have ids too. */
export const iconSymbolId = (name: string) => `icon-${name}`;

/**
 * What one server render notes its symbols in, and takes their copies from: the page,
 * or a part of it rendered on its own (`part()`, a `React.lazy` part), whose symbols
 * go into the part's own holder.
 */
export interface SymbolCollector {
  /** This page or part draws symbol `id` of the file at `file`. */
  draw(file: string, id: string): void;
  /**
   * The markup of this page's or part's symbols no holder has copied yet, each once a
   * page; a part's leave out those the page draws outside parts (the page's holder has
   * them). Taken once the page has been rendered (`rendered`).
   */
  take(): string;
  /** Settles once the page, but for the parts that waited, has been rendered (`pageRendered`). */
  readonly rendered: Promise<void>;
  pageRendered(): void;
  part(): SymbolCollector;
}

/**
 * The collector of one server render. `symbolsOf` gives the symbols (markup by id) of
 * the file at a URL, or undefined for no such file: the load context's `svgSymbols`
 * (server/ssr/svg-symbol-files.ts).
 */
export function symbolCollector(symbolsOf: (url: string) => ReadonlyMap<string, string> | undefined): SymbolCollector {
  const copied = new Set<string>();
  const files = new Map<string, ReadonlyMap<string, string> | undefined>();
  const symbolsIn = (file: string) => {
    if (!files.has(file)) files.set(file, symbolsOf(file));
    return files.get(file);
  };
  let pageRendered = () => {};
  const rendered = new Promise<void>((resolve) => {
    pageRendered = resolve;
  });
  const page = new Map<string, string>(); // id -> file, drawn outside parts
  const collector = (drawn: Map<string, string>): SymbolCollector => ({
    draw(file, id) {
      drawn.set(id, file);
    },
    take() {
      let markup = "";
      for (const [id, file] of drawn) {
        if (copied.has(id) || (drawn !== page && page.has(id))) continue;
        // A symbol its file lacks is left to the browser (addSymbolWhenMissing).
        markup += symbolsIn(file)?.get(id) ?? "";
        copied.add(id);
      }
      return markup;
    },
    rendered,
    pageRendered,
    part: () => collector(new Map()),
  });
  return collector(page);
}

/** The files read in this page's life; a file being read. */
const readFiles = new Map<string, Document>();
const reading = new Map<string, Promise<Document | undefined>>();
/** The browser's own holder of symbols, outside React's tree. */
let added: SVGSVGElement | undefined;

/**
 * Fetches and parses the SVG file at `file`, once a page's life (again after a
 * failure). Offline, it comes from the service worker's cache or the browser's.
 */
export function readSymbolFile(file: string): Promise<Document | undefined> {
  const read = readFiles.get(file);
  if (read) return Promise.resolve(read);
  let pending = reading.get(file);
  if (!pending) {
    pending = fetch(file)
      .then(async (response) => {
        if (!response.ok) return undefined;
        const svg = new DOMParser().parseFromString(await response.text(), "image/svg+xml");
        readFiles.set(file, svg);
        return svg;
      })
      .catch(() => undefined) // no connection and no copy: the next icon that lacks its symbol tries again
      .finally(() => reading.delete(file));
    reading.set(file, pending);
  }
  return pending;
}

/**
 * Adds symbol `id` of the file at `file` to the document when the document lacks it
 * (a page reached in the app, a notice shown later): at once when the file has been
 * read (so before the browser paints, from a layout effect), else once it has. It goes
 * into one hidden `<svg>` at the end of `<body>` that React never renders, so React
 * neither removes nor hydrates it; no id is added twice.
 */
export function addSymbolWhenMissing(file: string, id: string): void {
  if (document.getElementById(id)) return;
  const add = (svg: Document | undefined) => {
    const symbol = svg?.getElementById(id);
    if (!symbol || document.getElementById(id)) return;
    if (!added?.isConnected) {
      added = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      added.setAttribute("aria-hidden", "true");
      added.style.display = "none";
      document.body.append(added);
    }
    added.append(document.importNode(symbol, true));
  };
  const read = readFiles.get(file);
  if (read) add(read);
  else void readSymbolFile(file).then(add);
}
