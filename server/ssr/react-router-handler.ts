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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { uploadMessages } from "#common/messages/uploads";
import { isSafeUrl } from "../api/text-boundary.ts";
import type { AppServices } from "../services/index.ts";
import { canonicalPaths } from "./canonical-path.ts";
import type { LoadContext } from "./load-context.ts";
import { closeAfterAnswer, pageBodyRules, pageRequestWithBody } from "./page-body.ts";
import { contentSecurityPolicy, inlineScriptHashes, routeInlineScripts } from "./security-headers.ts";
import type { SymbolsOfFile } from "./svg-symbol-files.ts";
import { visitorFormsFor } from "./visitor-forms.ts";

export interface ReactRouterHandlerOptions {
  /** The server build, or a function giving it (development: fresh from Vite each time). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  services: AppServices;
  /** The SVG symbols pages draw, copied into each page that draws them (decisions 052, 095). */
  svgSymbols: SymbolsOfFile;
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

/** A refusal sent before the body is read whole: the connection closes after it, with the unread rest. */
function refuseBody(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  closeAfterAnswer(request.raw, reply.raw);
  return reply.code(status).type("text/plain; charset=utf-8").send(message);
}

export const reactRouterHandler: FastifyPluginAsync<ReactRouterHandlerOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);
  const enforceCsp = options.mode === "production";
  // The scripts route modules write whole (the offline page's), named in their `handle`.
  const routeScripts =
    typeof options.build === "function" ? new Set<string>() : routeInlineScripts(options.build.routes);
  // Absolute URLs come from configuration only (PUBLIC_URL, else this server's own
  // address), never from the Host header: a cached page is served to every visitor.
  const origin = new URL(options.services.config.origin);
  // The route table is fixed in production; in development it comes fresh from Vite.
  const fixedCanonical = typeof options.build === "function" ? undefined : canonicalPaths(options.build.routes);
  const currentBuild = async () => (typeof options.build === "function" ? await options.build() : options.build);
  const canonicalOf = async (pathname: string) =>
    (fixedCanonical ?? canonicalPaths((await currentBuild()).routes))(pathname);
  const fixedBodyRules = typeof options.build === "function" ? undefined : pageBodyRules(options.build.routes);
  const bodyRuleOf = async (url: URL) => (fixedBodyRules ?? pageBodyRules((await currentBuild()).routes))(url);
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
      let webRequest: Request;
      let bodyOverLimit = () => false;
      let refuseBodyLater = () => {};
      if (request.method === "GET" || request.method === "HEAD") {
        // `/aboutus` and `/AboutUs/` are `/AboutUs`: one address per page for search engines and caches.
        const canonical = await canonicalOf(url.pathname);
        if (canonical) return reply.redirect(`${canonical}${url.search}`, 301);
        webRequest = createRequest(request.raw, reply.raw, { protocol: origin.protocol, host: pageHost(request) });
      } else {
        // Decided before a byte of the body is read (page-body.ts): a page without a
        // form answers 405, a body over its form's limit 413, and the rest is cut at it.
        const rule = await bodyRuleOf(url);
        if (!rule.accepts) {
          return refuseBody(
            request,
            reply.header("allow", "GET, HEAD"),
            405,
            "Method Not Allowed: this page takes no form.",
          );
        }
        const declared = request.headers["content-length"];
        if (declared !== undefined && !(Number(declared) <= rule.maxBytes)) {
          return refuseBody(request, reply, 413, uploadMessages.formTooLarge);
        }
        const pageUrl = new URL(request.url, `${origin.protocol}//${pageHost(request)}`);
        const withBody = pageRequestWithBody(request.raw, reply.raw, pageUrl, rule.maxBytes);
        webRequest = withBody.request;
        bodyOverLimit = withBody.overLimit;
        refuseBodyLater = withBody.cut;
      }
      const context: LoadContext = {
        services: options.services,
        origin: origin.origin,
        visitorForms: visitorForms({ ip: request.ip, log: request.log, refuseBody: () => refuseBodyLater() }),
        log: request.log,
        svgSymbols: options.svgSymbols,
      };
      const response = await handle(webRequest, context).catch((err: unknown) => {
        if (bodyOverLimit()) return undefined;
        throw err;
      });
      if (!response || bodyOverLimit()) return refuseBody(request, reply, 413, uploadMessages.formTooLarge);

      reply.code(response.status);
      // A form the action did not read to its end: the rest is not read either.
      if (!request.raw.complete) closeAfterAnswer(request.raw, reply.raw);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      if (!response.headers.get("content-type")?.startsWith("text/html")) {
        return reply.send(Buffer.from(await response.arrayBuffer()));
      }

      // The whole document, read once: its inline scripts hashed into the policy.
      const html = await response.text();
      if (enforceCsp) {
        const scripts = inlineScriptHashes(html, routeScripts);
        if (scripts.foreign.length > 0) {
          request.log.warn(
            { scripts: scripts.foreign },
            "inline script not written by the server or React Router: left out of the CSP, so the browser blocks it",
          );
        }
        // A preview of a draft is shown in the admin's frame; only the admin's own origin may frame it.
        const framedBySelf = new URL(webRequest.url).searchParams.has("preview");
        reply.header("content-security-policy", contentSecurityPolicy(scripts.hashes, { framedBySelf }));
      }
      return reply.send(html);
    },
  });
};
