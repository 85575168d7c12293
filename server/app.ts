/**
 * Builds the Fastify application: the JSON API under /api, static assets, and the
 * React Router pages. `server/index.ts` composes it with real configuration; tests
 * build it with a fresh database and, for API tests, without pages.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { applicationRoutes } from "./api/applications.ts";
import { registerAuditLog } from "./api/audit-hook.ts";
import { authRoutes } from "./api/auth.ts";
import { backupRoutes } from "./api/backups.ts";
import { blogRoutes } from "./api/blogs.ts";
import { registerBodyDeadlines } from "./api/body-deadline.ts";
import { contactRoutes } from "./api/contact.ts";
import { contentDocumentRoutes } from "./api/content-documents.ts";
import { customFormRoutes } from "./api/custom-forms.ts";
import { donationFilingRoutes } from "./api/donation-filing.ts";
import { donationRoutes } from "./api/donations.ts";
import {
  answerClientError,
  answerFrameworkError,
  registerApiErrorHandling,
  registerApiNotFound,
} from "./api/error-handler.ts";
import { externalFormRoutes } from "./api/external-forms.ts";
import { galleryRoutes } from "./api/gallery.ts";
import { healthRoutes } from "./api/health.ts";
import { imageRoutes } from "./api/images.ts";
import { inboxRoutes } from "./api/inbox.ts";
import { newsletterRoutes } from "./api/newsletter.ts";
import { newsletterIssueRoutes } from "./api/newsletter-issues.ts";
import { openApiTransform, registerOpenApiConventions } from "./api/openapi.ts";
import { personalDataRoutes } from "./api/personal-data.ts";
import { privacyRequestRoutes } from "./api/privacy-requests.ts";
import { retentionRoutes } from "./api/retention.ts";
import { searchRoutes } from "./api/search.ts";
import { staffRoutes } from "./api/staff.ts";
import { registerJsonTextBoundary, registerParameterTextBoundary } from "./api/text-boundary.ts";
import { transparencyDocumentRoutes } from "./api/transparency-documents.ts";
import { formTicketRoutes } from "./api/visitor-guards.ts";
import { visitRoutes } from "./api/visits.ts";
import { cachingServer, registerResponseCache } from "./cache/http-cache.ts";
import { createResponseCache } from "./cache/response-cache.ts";
import type { ServerConfig } from "./config.ts";
import { registerMetrics } from "./metrics/metrics.ts";
import { clientBuildDir, projectRoot } from "./paths.ts";
import type { AppServices } from "./services/index.ts";
import { registerLanguageRedirect, wantsHindiHome } from "./ssr/language-redirect.ts";
import { reactRouterHandler } from "./ssr/react-router-handler.ts";
import {
  BUILT_ASSETS_PATH,
  baseSecurityHeaders,
  builtAssetHeaders,
  resourcePolicyHeader,
  transportSecurityHeaders,
} from "./ssr/security-headers.ts";
import { symbolsOfFiles } from "./ssr/svg-symbol-files.ts";

export type PagesOption =
  | { mode: "production"; build: ServerBuild }
  | { mode: "development"; vite: ViteDevServer }
  /** API only: tests of the API need no pages. */
  | undefined;

export interface ApiRouteInfo {
  method: string;
  url: string;
  /** Declared open to visitors (`config: { public: true }`) although it writes. */
  public: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    apiRoutes: ApiRouteInfo[];
  }
}

export interface AppOptions {
  services: AppServices;
  pages?: PagesOption;
  logger?: FastifyServerOptions["logger"];
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify itself no longer honours a bare hop
 * count (it cannot tell whether the nearest peer is the proxy); a count is still what
 * a server reachable only through its proxy needs, so it becomes a trust function:
 * the nearest `hops` addresses are proxies, the next one is the client.
 */
function proxyTrust(setting: ServerConfig["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp({ services, pages, logger = false }: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const responseCache = createResponseCache({ budgetBytes: config.responseCacheBytes });
  const app = Fastify({
    // Cached public responses are answered here, before routing (server/cache/).
    serverFactory: cachingServer(responseCache, { bypass: wantsHindiHome }),
    logger,
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: () => randomUUID(),
    // Path parameters up to the longest slug or id the API takes; longer ones answer 400.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Stop waiting for idle keep-alive sockets on close, so shutdown is quick.
    forceCloseConnections: "idle",
    // Node's own backstops behind the body deadlines below: headers within 30 s and
    // a whole request within the upload deadline. (No idle-socket timeout: a large
    // upload may legitimately be silent while its photos are processed.)
    http: { headersTimeout: 30_000 },
    requestTimeout: (config.timeouts.uploadSeconds + 30) * 1000,
  }).withTypeProvider<ZodTypeProvider>();

  // Every API route, for the test that checks all write routes are admin-only
  // unless marked `config: { public: true }`.
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.includes("*")) return;
    for (const method of [route.method].flat()) {
      apiRoutes.push({
        method,
        url: route.url,
        public: (route.config as { public?: boolean } | undefined)?.public === true,
      });
    }
  });

  // Stored files that an interrupted upload left without a row go before the first
  // request, and hourly after (leftovers of other instances sharing the storage).
  app.addHook("onReady", () => services.media.startSweeping(app.log));
  app.addHook("onClose", async () => services.media.stopSweeping());

  registerOpenApiConventions(app, { bodyLimit: config.bodyLimit });
  registerAuditLog(app, services.audit);
  app.setValidatorCompiler(validatorCompiler);
  registerJsonTextBoundary(app);
  app.setSerializerCompiler(serializerCompiler);

  // First hooks: `/` for a visitor who chose Hindi (never cached), then cache hits,
  // and tracking of what the others read.
  registerLanguageRedirect(app);
  registerResponseCache(app, responseCache, services.changes);
  // Prometheus metrics at /metrics, only with METRICS_TOKEN: unset, no hook and no route.
  if (config.metricsToken) {
    registerMetrics(app, {
      token: config.metricsToken,
      cache: responseCache,
      jobs: services.jobs,
      assetsPath: BUILT_ASSETS_PATH,
    });
  }
  app.addHook("onReady", () => services.changes.start());
  app.addHook("onReady", () => services.publications.start());
  // Posts in the blog's Trash for 30 days go for good: at start, then hourly (like the sweep).
  app.addHook("onReady", () => services.trashPurge.start(app.log));
  app.addHook("onClose", async () => services.trashPurge.stop());
  app.addHook("onReady", () => services.databaseUpkeep.start(app.log));
  app.addHook("onClose", async () => services.databaseUpkeep.stop());
  app.addHook("onReady", () => services.contentIndexing.start(app.log));
  app.addHook("onClose", async () => services.contentIndexing.stop());
  // Page views and vitals counted in memory are written every VISITS_FLUSH_SECONDS, and at the close.
  app.addHook("onReady", async () => services.visits.start(app.log, config.visits.flushSeconds));
  app.addHook("onClose", async () => services.visits.stop(app.log));

  registerBodyDeadlines(app, {
    bodyMs: config.timeouts.bodySeconds * 1000,
    uploadMs: config.timeouts.uploadSeconds * 1000,
  });

  const securityHeaders = { ...baseSecurityHeaders, ...transportSecurityHeaders(config.publicUrl) };
  app.addHook("onRequest", async (request, reply) => {
    // A built script or stylesheet takes only what applies to it (builtAssetHeaders):
    // a page loads ten to fifteen of them, and over HTTP/1.1 each file pays its headers again.
    if (pages?.mode === "production" && request.url.startsWith(BUILT_ASSETS_PATH)) {
      reply.headers(builtAssetHeaders);
      return;
    }
    reply.header("x-request-id", request.id);
    reply.headers(securityHeaders);
    const resourcePolicy = resourcePolicyHeader(request.url);
    if (resourcePolicy) reply.headers(resourcePolicy);
  });
  // While shutting down, answers to requests still in flight close their
  // connection, so keep-alive clients cannot hold the process open.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!app.server.listening) reply.header("connection", "close");
    return payload;
  });

  // Responses the cache stores are compressed once, by the cache; this compresses
  // the rest (admin lists, exports), which depend on who asks.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 4 compresses HTML and JSON well at a fraction of the default's CPU.
    brotliOptions: { params: { [(await import("node:zlib")).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.site.name} API`, version: "1.0.0" },
      servers: [{ url: config.publicUrl ?? "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: openApiTransform,
    // Shared schemas with an id (ApiFailure) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (api) => {
      registerApiErrorHandling(api);
      registerParameterTextBoundary(api);
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      });
      await api.register(healthRoutes(services));
      await api.register(authRoutes(services));
      await api.register(blogRoutes(services));
      await api.register(externalFormRoutes(services));
      await api.register(customFormRoutes(services));
      await api.register(galleryRoutes(services));
      await api.register(imageRoutes(services));
      await api.register(contactRoutes(services));
      await api.register(donationRoutes(services));
      await api.register(donationFilingRoutes(services));
      await api.register(formTicketRoutes(services));
      await api.register(applicationRoutes(services));
      await api.register(inboxRoutes(services));
      await api.register(searchRoutes(services));
      await api.register(newsletterRoutes(services));
      await api.register(newsletterIssueRoutes(services));
      await api.register(personalDataRoutes(services));
      await api.register(privacyRequestRoutes(services));
      await api.register(contentDocumentRoutes(services));
      await api.register(retentionRoutes(services));
      await api.register(backupRoutes(services));
      await api.register(visitRoutes(services));
      await api.register(staffRoutes(services));
      await api.register(transparencyDocumentRoutes(services));
      // One line per API resource module (server/api/<resource>.ts).
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      registerApiNotFound(api);
    },
    { prefix: "/api" },
  );

  if (pages?.mode === "production") {
    // The content-hashed files of the build: cached for a year, never revalidated,
    // so neither ETag nor Last-Modified would ever be used.
    await app.register(fastifyStatic, {
      root: path.join(clientBuildDir, BUILT_ASSETS_PATH),
      prefix: BUILT_ASSETS_PATH,
      wildcard: false,
      preCompressed: true,
      etag: false,
      lastModified: false,
      decorateReply: false,
      setHeaders(reply) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
    // A file no build has (an old page asking for last month's chunk): a short 404, not the site's 404 page.
    app.get(`${BUILT_ASSETS_PATH}*`, { schema: { hide: true } }, (_request, reply) =>
      reply.code(404).type("text/plain; charset=utf-8").send("Not found"),
    );
    await app.register(fastifyStatic, {
      root: clientBuildDir,
      wildcard: false,
      globIgnore: [`${BUILT_ASSETS_PATH.slice(1)}**`],
      preCompressed: true,
      setHeaders(reply, filePath) {
        // The service worker itself is checked at every visit, so a new build takes over at once.
        const isWorker = filePath.endsWith(`${path.sep}sw.js`);
        reply.header("cache-control", isWorker ? "no-cache" : "public, max-age=3600");
      },
    });
    await app.register(reactRouterHandler, {
      build: pages.build,
      mode: "production",
      services,
      svgSymbols: symbolsOfFiles(clientBuildDir),
    });
  } else if (pages?.mode === "development") {
    const { vite } = pages;
    await app.register((await import("@fastify/middie")).default);
    app.use(vite.middlewares);
    const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    // Vite serves the SVG files from their sources (`/app/components/ui/icons.svg`): the
    // pages carry copies of their symbols as in production (decision 095).
    await app.register(reactRouterHandler, {
      build,
      mode: "development",
      services,
      svgSymbols: symbolsOfFiles(projectRoot, { reread: true }),
    });
  }

  return app;
}
