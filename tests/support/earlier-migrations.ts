/**
 * A database as an earlier release left it, for a test of what one migration does
 * to the rows it finds: migrated up to the migration whose tag ends with `tagEnd`,
 * handed to `use` with a function that applies the rest. On the test project's
 * driver: in-memory PGlite, or a scratch database on TEST_DATABASE_URL's server.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../../server/paths.ts";
import { createScratchDatabase } from "./test-database.ts";

export interface EarlierDatabase {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

const readJournal = async () =>
  JSON.parse(await readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };

/** The migrations before the one tagged `…tagEnd`, in a folder of their own; answers the folder. */
async function migrationsBefore(tagEnd: string): Promise<string> {
  const journal = await readJournal();
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (index < 1) throw new Error(`no migration after the first is tagged …${tagEnd}`);
  return firstMigrations(index);
}

/** How many migrations this version has. */
export const migrationCount = async (): Promise<number> => (await readJournal()).entries.length;

/** The first `count` migrations, in a folder of their own (an earlier release's); answers the folder. */
export async function firstMigrations(count: number): Promise<string> {
  const journal = await readJournal();
  const earlier = await mkdtemp(path.join(tmpdir(), "ngo-migrations-"));
  await mkdir(path.join(earlier, "meta"));
  const entries = journal.entries.slice(0, count);
  await writeFile(path.join(earlier, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(path.join(migrationsDir, `${entry.tag}.sql`), path.join(earlier, `${entry.tag}.sql`));
  }
  return earlier;
}

export async function beforeMigration(
  tagEnd: string,
  use: (db: EarlierDatabase, migrateTheRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const earlier = await migrationsBefore(tagEnd);
  try {
    if (process.env.TEST_DB_DRIVER === "postgres") {
      const scratch = await createScratchDatabase();
      const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
      try {
        const db = drizzlePg(pool);
        await migratePg(db, { migrationsFolder: earlier });
        await use(db, () => migratePg(db, { migrationsFolder: migrationsDir }));
      } finally {
        await pool.end();
        await scratch.drop();
      }
    } else {
      const client = new PGlite();
      try {
        const db = drizzlePglite(client);
        await migratePglite(db, { migrationsFolder: earlier });
        await use(db, () => migratePglite(db, { migrationsFolder: migrationsDir }));
      } finally {
        await client.close();
      }
    }
  } finally {
    await rm(earlier, { recursive: true, force: true });
  }
}
