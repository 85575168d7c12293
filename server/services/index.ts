/**
 * The composition of domain services. API routes and page loaders both receive
 * this object (loaders through the React Router load context), never a global,
 * so tests can hand in a fresh database.
 */
import type { ServerConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createMetaService } from "./meta-service.ts";

export interface ServiceDeps {
  config: ServerConfig;
  database: DatabaseHandle;
}

export function createServices(deps: ServiceDeps) {
  return {
    config: deps.config,
    database: deps.database,
    meta: createMetaService(deps.database.db),
  };
}

export type AppServices = ReturnType<typeof createServices>;
