/**
 * What page loaders receive as `context`: the services (so loaders read the same
 * data the API serves, without an HTTP round trip) and this request's CSP nonce.
 */
import type { AppLoadContext } from "react-router";
import type { AppServices } from "../services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /** The site's public origin (configuration, never the request), for canonical URLs and link previews. */
    origin: string;
  }
}

export type LoadContext = AppLoadContext;
