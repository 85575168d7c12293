/**
 * Server rendering. Waits for the whole page: the server hashes its inline
 * scripts into the Content-Security-Policy and keeps public pages as bytes in the
 * response cache, so there is nothing to gain from streaming (decision 015). So a
 * `<Suspense>` boundary is written where it stands, never moved to the end of the
 * page with a script to put it back (React does that to a boundary that would end
 * past `progressiveChunkSize` bytes of the page, 12,800 by default).
 *
 * The page's SVG symbols: each component that draws one notes it with this render's
 * collector, and `<SymbolCopies>` writes their copies into the page (decision 095);
 * the server's files are read by `loadContext.svgSymbols` (server/ssr/svg-symbol-files.ts).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { symbolCollector } from "~/components/ui/svg-symbols";
import { SymbolCollectorContext } from "~/components/ui/symbol-copies";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const symbols = symbolCollector(loadContext.svgSymbols);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const page = (
      <SymbolCollectorContext value={symbols}>
        <ServerRouter context={routerContext} url={request.url} />
      </SymbolCollectorContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are reported by the error boundary; log the rest.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
