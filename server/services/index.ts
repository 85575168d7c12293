/**
 * The composition of domain services. API routes and page loaders both receive
 * this object (loaders through the React Router load context), never a global,
 * so tests can hand in a fresh database.
 */
import type { ServerConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createAuthService } from "./auth-service.ts";
import { createBlogService } from "./blog-service.ts";
import { createExternalFormService } from "./external-form-service.ts";
import { createGalleryService } from "./gallery-service.ts";
import { createMetaService } from "./meta-service.ts";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";

export interface ServiceDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Defaults to Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
}

export function createServices(deps: ServiceDeps) {
  const { config, database } = deps;
  const db = database.db;
  const rateLimiter =
    deps.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter());
  return {
    config,
    database,
    rateLimiter,
    meta: createMetaService(db),
    auth: createAuthService({ db, config, rateLimiter }),
    blogs: createBlogService(db),
    externalForms: createExternalFormService(db),
    gallery: createGalleryService(db),
    // One line per domain service (server/services/<name>-service.ts).
    /** Releases what the services hold (the database is closed by its owner). */
    async close() {
      await rateLimiter.close();
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
