/**
 * Serves the React Router app (server rendering, loaders, actions) from Fastify.
 * Everything that is not `/api/...` or a static file comes here.
 *
 * Pages are rendered whole (no streaming), so their inline scripts can be hashed
 * into the Content-Security-Policy and the bytes stored by the response cache
 * (server/cache/), which also answers the next requests for public pages.
 */
import { createRequest } from "@mjackson/node-fetch-server";
import type { FastifyPluginAsync } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSafeUrl } from "../api/text-boundary.ts";
import type { AppServices } from "../services/index.ts";
import type { LoadContext } from "./load-context.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

export interface ReactRouterHandlerOptions {
  /** The server build, or a function giving it (development: fresh from Vite each time). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  services: AppServices;
}

export const reactRouterHandler: FastifyPluginAsync<ReactRouterHandlerOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);
  const enforceCsp = options.mode === "production";
  // Absolute URLs come from configuration only (PUBLIC_URL, else this server's own
  // address), never from the Host header: a cached page is served to every visitor.
  const origin = new URL(options.services.config.origin);

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
      if (!isSafeUrl(new URL(request.url, origin))) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad request: Invalid URL");
      }
      const webRequest = createRequest(request.raw, reply.raw, { protocol: origin.protocol, host: origin.host });
      const context: LoadContext = { services: options.services, origin: origin.origin, log: request.log };
      const response = await handle(webRequest, context);

      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();

      const body = Buffer.from(await response.arrayBuffer());
      if (enforceCsp && response.headers.get("content-type")?.startsWith("text/html")) {
        reply.header("content-security-policy", contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))));
      }
      return reply.send(body);
    },
  });
};
