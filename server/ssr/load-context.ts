/**
 * What page loaders receive as `context`: the services (so loaders read the same
 * data the API serves, without an HTTP round trip), the site's public origin, and
 * the request's logger (pino, with the request id), so a loader's failure is
 * logged like the API's.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import type { AppServices } from "../services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The site's public origin (configuration, never the request), for canonical URLs and link previews. */
    origin: string;
    /** The request's logger: `context.log.error({ err }, "what failed")`. */
    log: FastifyBaseLogger;
  }
}

export type LoadContext = AppLoadContext;
