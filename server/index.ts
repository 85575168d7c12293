/**
 * The process: read the configuration, open the database (migrations applied),
 * compose the services, serve pages and API, and shut down cleanly on SIGTERM or
 * SIGINT (stop accepting, finish requests in flight, close the database, exit 0).
 */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp, type PagesOption } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { logRedaction } from "./log-redaction.ts";
import { serverBuildFile } from "./paths.ts";
import { createServices } from "./services/index.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const dev = process.argv.includes("--dev");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const logger = {
    level: config.logLevel,
    // Credentials out of the log: headers, and the tokens of newsletter and setup links.
    ...logRedaction,
    ...(dev ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } } : {}),
  };

  // With the embedded database this takes DATA_DIR's lock, before anything in it
  // is touched (the storage sweep runs only once the app is ready).
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { driver: "postgres", url: config.databaseUrl }
        : { driver: "pglite", dataDir: config.dataDir, owner: "a server" },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const services = createServices({ config, database });
  await services.meta.recordFirstStart();
  await services.auth.pruneSessions();

  let pages: PagesOption;
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    pages = { mode: "development", vite };
  } else {
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    pages = { mode: "production", build };
  }

  const app = await buildApp({ services, pages, logger });
  if (config.env === "production" && !config.publicUrl) {
    app.log.warn(
      { origin: config.origin },
      "PUBLIC_URL is not set: canonical links and link previews name this origin; set PUBLIC_URL to the site's public address",
    );
  }
  if (config.backups && config.backups.keep.monthly > 0) {
    app.log.warn(
      { months: config.backups.keep.monthly },
      "BACKUP_KEEP_MONTHLY keeps backups for months: make sure the privacy notice (/privacy) says how long backups keep an erased person's details",
    );
  }
  if (config.backups && config.s3 && !config.backups.bucket) {
    app.log.warn(
      { directory: config.backups.directory },
      "uploads are in S3 but backups are kept on this server's disk: set BACKUP_S3_BUCKET to keep them in a bucket of their own",
    );
  }
  await services.auth.ensureAdmin(app.log);
  // Background jobs (the nightly deletion and backup): taken by whichever instance is free.
  await services.jobs.start(app.log);
  // /metrics says when the last good backup was from the start, not "never" until the next.
  await services.backups?.recordLastGood();
  // A newsletter a stopped (or killed) process was sending continues where it stopped.
  await services.resumeNewsletters();
  app.log.info(
    { database: database.driver, dataDir: database.driver === "pglite" ? config.dataDir : undefined },
    "database ready",
  );

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      if (pages?.mode === "development") await pages.vite.close();
      await services.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
