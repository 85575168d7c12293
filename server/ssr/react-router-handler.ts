/**
 * Serves the React Router app (server rendering, loaders, actions) from Fastify.
 * Everything that is not `/api/...` or a static file comes here.
 *
 * Pages are rendered whole (no streaming), so their inline scripts can be hashed
 * into the Content-Security-Policy, their script preloads lowered to low priority,
 * and the bytes stored by the response cache (server/cache/), which also answers
 * the next requests for public pages.
 */
import { createRequest } from "@mjackson/node-fetch-server";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSafeUrl } from "../api/text-boundary.ts";
import type { AppServices } from "../services/index.ts";
import { canonicalPaths } from "./canonical-path.ts";
import type { LoadContext } from "./load-context.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import { type SymbolsOfFile, withSymbolsInline } from "./symbols-inline.ts";
import { visitorFormsFor } from "./visitor-forms.ts";
import { withWorkAfterFirstPaint } from "./when-drawn.ts";

export interface ReactRouterHandlerOptions {
  /** The server build, or a function giving it (development: fresh from Vite each time). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  services: AppServices;
  /** The build's SVG symbols, copied into the pages that draw them (production; decision 052). */
  svgSymbols?: SymbolsOfFile;
}

/**
 * The host React Router sees. For reads it is the configured origin's, never the
 * Host header (a cached page is served to everyone). A form POST is never cached
 * and React Router accepts it only when the browser's Origin matches the
 * request's own host (its guard against cross-site posts), so it gets the host
 * the browser actually talked to: a site reached by another name than PUBLIC_URL
 * (127.0.0.1, a LAN address) can still be sent its forms.
 */
function hostFor(origin: URL) {
  return (request: FastifyRequest): string =>
    request.method !== "GET" && request.method !== "HEAD" && request.headers.host ? request.headers.host : origin.host;
}

export const reactRouterHandler: FastifyPluginAsync<ReactRouterHandlerOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);
  const enforceCsp = options.mode === "production";
  // Absolute URLs come from configuration only (PUBLIC_URL, else this server's own
  // address), never from the Host header: a cached page is served to every visitor.
  const origin = new URL(options.services.config.origin);
  // The route table is fixed in production; in development it comes fresh from Vite.
  const fixedCanonical = typeof options.build === "function" ? undefined : canonicalPaths(options.build.routes);
  const canonicalOf = async (pathname: string) =>
    (fixedCanonical ?? canonicalPaths((await (options.build as () => Promise<ServerBuild>)()).routes))(pathname);
  const visitorForms = visitorFormsFor(options.services);
  const pageHost = hostFor(origin);

  // React Router reads request bodies itself (form actions), so Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      // "//evil.example/x" would resolve to another host; such a path names no page of ours.
      if (!request.url.startsWith("/") || request.url.startsWith("//")) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      }
      // A NUL, broken Unicode or an undecodable escape in the URL (`/blog/%00`) never reaches a loader.
      const url = new URL(request.url, origin);
      if (!isSafeUrl(url)) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad request: Invalid URL");
      }
      // `/aboutus` and `/AboutUs/` are `/AboutUs`: one address per page for search engines and caches.
      if (request.method === "GET" || request.method === "HEAD") {
        const canonical = await canonicalOf(url.pathname);
        if (canonical) return reply.redirect(`${canonical}${url.search}`, 301);
      }
      const webRequest = createRequest(request.raw, reply.raw, { protocol: origin.protocol, host: pageHost(request) });
      const context: LoadContext = {
        services: options.services,
        origin: origin.origin,
        visitorForms: visitorForms({ ip: request.ip, log: request.log }),
        log: request.log,
      };
      const response = await handle(webRequest, context);

      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      if (!response.headers.get("content-type")?.startsWith("text/html")) {
        return reply.send(Buffer.from(await response.arrayBuffer()));
      }

      // The whole document, read once: its scripts started after the first paint
      // (decisions 035 and 042), the SVG symbols it draws copied in (052) and its
      // inline scripts hashed into the policy.
      const rendered = withWorkAfterFirstPaint(await response.text());
      const html = options.svgSymbols ? withSymbolsInline(rendered, options.svgSymbols) : rendered;
      if (enforceCsp) reply.header("content-security-policy", contentSecurityPolicy(inlineScriptHashes(html)));
      return reply.send(html);
    },
  });
};
