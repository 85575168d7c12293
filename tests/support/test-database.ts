/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or (when
 * the test project says postgres) a new database on TEST_DATABASE_URL's server,
 * dropped again on close.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";

/** A new, empty database on TEST_DATABASE_URL's server: its URL, and how to drop it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** `driver` defaults to the test project's (TEST_DB_DRIVER); a test comparing both drivers names it. */
export async function openTestDatabase(driver = process.env.TEST_DB_DRIVER): Promise<DatabaseHandle> {
  if (driver !== "postgres") {
    return openDatabase({ driver: "pglite", dataDir: undefined });
  }
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ driver: "postgres", url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
