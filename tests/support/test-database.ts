/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or (when
 * the test project says postgres) a new database on TEST_DATABASE_URL's server,
 * dropped again on close.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { migrationsDir } from "../../server/paths.ts";

/**
 * A migrated, empty embedded database, as PGlite's dump: each test database starts
 * as a copy of it (a second) instead of being created and migrated (three). Kept in
 * the system's temporary folder under a name made of PGlite's version and every
 * migration's text, so test files and runs share it and a changed migration makes a
 * new one.
 */
let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  const require = createRequire(import.meta.url);
  // PGlite's own files (its package.json is not exported): a new version makes a new copy.
  hash.update(await readFile(path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json")));
  for (const name of (await readdir(migrationsDir, { recursive: true })).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(await readFile(path.join(migrationsDir, name)));
  }
  const file = path.join(tmpdir(), `ngo-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Settings are not in the copy: openDatabase gives its own when it starts from it.
    const fresh = new PGlite();
    await migrate(drizzle(fresh), { migrationsFolder: migrationsDir });
    const dump = await fresh.dumpDataDir("none");
    await fresh.close();
    // Another test worker may be writing the same file: each writes its own, then renames.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

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
    template ??= migratedTemplate();
    return openDatabase({ driver: "pglite", dataDir: undefined, startFrom: await template });
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
