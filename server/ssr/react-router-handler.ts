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
  const { config } = options.services;
  // Never from the Host header: a cached page is served to every host name.
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;

  // React Router reads request bodies itself (form actions), so Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const webRequest = createRequest(request.raw, reply.raw, {
        protocol: request.protocol === "https" ? "https:" : "http:",
      });
      const context: LoadContext = { services: options.services, origin };
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
