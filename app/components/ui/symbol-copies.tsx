/**
 * The copies of the SVG symbols a page draws, in the page's first HTML (decisions 052
 * and 095): Chromium then loads no SVG file as a document of its own during the first
 * paint. React draws them; nothing rewrites the rendered HTML.
 *
 * - A component drawing a symbol calls `useSymbolHref(file, id)`: always `#<id>`, on
 *   the server as in the browser. On the server it notes the symbol with the page's
 *   collector (app/entry.server.tsx gives it through `SymbolCollectorContext`).
 * - `<SymbolCopies />` writes, on the server, the copies of the symbols noted that no
 *   holder has copied yet. `<WithSymbolCopies>` (around the page, app/root.tsx) puts
 *   the page's holder at the start of `<body>`, ahead of every icon: a phone's browser
 *   paints a long page before it has read all of it: a holder at the end came up to
 *   550 ms after the first paint with the CPU slowed six times, the icons empty until
 *   then. The server renders that holder last: it waits (in a Suspense boundary,
 *   written where it stands since the page is sent whole) until the page after it has
 *   been rendered.
 * - A `React.lazy` part may render later still, so it has a holder of its own at its
 *   end (`<PartWithSymbolCopies>`, when-near.tsx), for the symbols only it draws.
 * - In the browser nothing is read during render. A symbol drawn after the first
 *   load that the document lacks is added from its file once the component has
 *   mounted (a layout effect, so before the browser paints when the file has been
 *   read: svg-symbols.ts, `addSymbolWhenMissing`). The sprite is read once the first
 *   load is idle (`fetchSpriteWhenIdle`, icon.tsx).
 */
import { createContext, type ReactNode, Suspense, use, useContext, useLayoutEffect, useState } from "react";
import { addSymbolWhenMissing, type SymbolCollector } from "./svg-symbols";

/** The page's collector while the server renders it; null in the browser. */
export const SymbolCollectorContext = createContext<SymbolCollector | null>(null);

/** The `<use href>` of symbol `id` of the SVG file at `file`: the page's copy, `#<id>`. */
export function useSymbolHref(file: string, id: string): string {
  useContext(SymbolCollectorContext)?.draw(file, id);
  useLayoutEffect(() => addSymbolWhenMissing(file, id), [file, id]);
  return `#${id}`;
}

/**
 * What a holder has in the browser: nothing, and always this one object. React 19
 * neither compares nor writes a `dangerouslySetInnerHTML` element's content while it
 * hydrates, and afterwards writes it only when the prop changes (a different object
 * whose `__html` differs); the same object every render is never written, so the
 * server's copies stay for the page's life.
 */
const IN_BROWSER = { __html: "" };
const HIDDEN = { display: "none" } as const;

/**
 * The copies of the page's (or part's) symbols no holder has copied, once the page has
 * been rendered (server); kept as sent (browser). Needs `<WithSymbolCopies>` around the
 * page, which says when it has been rendered.
 */
export function SymbolCopies() {
  const collector = useContext(SymbolCollectorContext);
  if (collector) use(collector.rendered);
  return (
    <svg
      aria-hidden="true"
      style={HIDDEN}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: symbols read from the site's own SVG files; empty in the browser, never written
      dangerouslySetInnerHTML={collector ? { __html: collector.take() } : IN_BROWSER}
    />
  );
}

/** Marks the end of the page the holder ahead of it copies the symbols of. */
function PageRendered() {
  useContext(SymbolCollectorContext)?.pageRendered();
  return null;
}

/** The page (`children`) with the copies of the symbols it draws ahead of it. */
export function WithSymbolCopies({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <SymbolCopies />
      </Suspense>
      {children}
      <PageRendered />
    </>
  );
}

/** A part the server renders after the page (a `React.lazy` part), with the copies of the symbols only it draws after it. */
export function PartWithSymbolCopies({ children }: { children: ReactNode }) {
  const collector = useContext(SymbolCollectorContext);
  const [part] = useState(() => collector?.part() ?? null);
  return (
    <SymbolCollectorContext value={part}>
      {children}
      <SymbolCopies />
    </SymbolCollectorContext>
  );
}
