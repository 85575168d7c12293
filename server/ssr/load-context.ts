/**
 * What page loaders and actions receive as `context`: the services (so loaders read
 * the same data the API serves, without an HTTP round trip), the site's public
 * origin, the visitor forms' submissions (the same path as the API's), and the
 * request's logger (pino, with the request id), so a loader's failure is logged
 * like the API's, and the SVG symbols a page's HTML carries copies of.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import type { AppServices } from "../services/index.ts";
import type { SymbolsOfFile } from "./svg-symbol-files.ts";
import type { VisitorForms } from "./visitor-forms.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The site's public origin (configuration, never the request), for canonical URLs and link previews. */
    origin: string;
    /** The visitor forms' submissions, bound to this request's client address (route actions of the form pages). */
    visitorForms: VisitorForms;
    /** The request's logger: `context.log.error({ err }, "what failed")`. */
    log: FastifyBaseLogger;
    /** The symbols of the site's SVG files, which app/entry.server.tsx copies into a page that draws them (decision 095). */
    svgSymbols: SymbolsOfFile;
  }
}

export type LoadContext = AppLoadContext;
