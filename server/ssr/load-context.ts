/**
 * What page loaders receive as `context`: the services (so loaders read the same
 * data the API serves, without an HTTP round trip) and the site's public origin.
 */
import type { AppLoadContext } from "react-router";
import type { AppServices } from "../services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The site's public origin (configuration, never the request), for canonical URLs and link previews. */
    origin: string;
  }
}

export type LoadContext = AppLoadContext;
