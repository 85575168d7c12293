/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through
 * node-postgres when DATABASE_URL is set. Both get the same Drizzle schema and the
 * same committed migrations, applied before the server accepts a request.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir, pristineClusterFile } from "../paths.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { countRows } from "./row-counts.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The embedded database's files, inside DATA_DIR. */
export const PGLITE_DIR_NAME = "pgdata";

/**
 * PGlite runs PostgreSQL inside this process, so its buffers are our memory.
 * PostgreSQL's default 128 MB of shared buffers costs ~130 MB of RSS; this site's
 * whole database usually fits in a fraction of that (and the response cache keeps
 * what visitors read), so 16 MB is enough. Measured in `npm run bench`.
 */
/**
 * `wal_recycle=off`: a write-ahead log segment no longer needed is deleted, not
 * renamed for reuse with its old bytes in it, so an erasure's `scrub` leaves no copy
 * of the erased rows in the log.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "work_mem=4MB", "maintenance_work_mem=16MB", "wal_recycle=off"];
/** The Drizzle handle services receive; identical API on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** PostgreSQL's connection string (the restore drill makes a scratch database beside it); none when embedded. */
  url: string | undefined;
  /** A real round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * After rows were deleted for good (a person's erasure): rewrites these tables so
   * the deleted rows leave no copy in their files and, on the embedded database,
   * moves to a new write-ahead log segment and checkpoints, so the segments that
   * recorded them are deleted. (A PostgreSQL server's log and backups are its
   * operator's: only the tables are rewritten there.)
   */
  scrub(tables: readonly string[]): Promise<void>;
  /**
   * What PostgreSQL's autovacuum does on a server, done by the site on the embedded
   * database, which has none (issue 46): `VACUUM (ANALYZE)`, so the planner knows the
   * tables' sizes and the pages' narrow indexes are read without visiting every wide
   * row (at 10,000 posts, /blog's counts and tags in a few milliseconds instead of tens).
   * Nothing on PostgreSQL: its own autovacuum runs.
   */
  upkeep(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue): with `values`, one
   * statement with its parameters; without, a script of any number of statements,
   * answered with the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A copy of the whole database for a backup, taken while the site runs (issue 46).
   * Embedded: PGlite's own copy of its files after a checkpoint, taken between two
   * statements, a state PostgreSQL opens as after a power cut (what was committed is
   * there). PostgreSQL: `pg_dump`'s custom format, one consistent snapshot; it needs
   * the `pg_dump` program of the server's major version on this machine.
   */
  dump(): Promise<DatabaseDump>;
  close(): Promise<void>;
}

export interface DatabaseDump {
  /** "pglite-data-dir": a gzipped tar of PGlite's directory; "pg-dump": pg_dump's custom format. */
  kind: "pglite-data-dir" | "pg-dump";
  bytes: Buffer;
  /** Each table's rows as the dump holds them, where the driver can count them in its snapshot (PostgreSQL). */
  rows?: Record<string, number>;
}

export type DatabaseOptions =
  | { driver: "postgres"; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests). With a directory,
   * this process takes its lock first (see data-dir-lock.ts); `owner` says who
   * holds it in the message another process gets ("the server", …).
   */
  | {
      driver: "pglite";
      dataDir: string | undefined;
      owner?: string;
      /**
       * In memory only: start from this copy of a database (PGlite's `dumpDataDir`)
       * instead of creating one. The tests start each of theirs from one migrated copy,
       * which takes a second where creating and migrating take three.
       */
      startFrom?: Blob;
    };

/**
 * Creates a new embedded cluster in a child process, in a folder beside `dataDir` that
 * is renamed into place once whole (a start cut short leaves no half-made cluster to
 * resume). From the build's pristine cluster when there is one (scripts/build-steps/
 * pglite-cluster.ts): unpacking it costs what any start costs, where PGlite's initdb
 * peaks at 1.1 GB, more than a 1 GB machine has (issue 46's soak run). Without a build
 * (development), initdb runs; in a process of its own, which gives all of that memory
 * back before the server opens the database.
 */
export async function createCluster(
  dataDir: string,
  pristine = existsSync(pristineClusterFile) ? pristineClusterFile : undefined,
): Promise<void> {
  const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const partial = `${dataDir}.creating`;
  await rm(partial, { recursive: true, force: true });
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteModule)});
     const { readFileSync } = await import("node:fs");
     const pristine = ${JSON.stringify(pristine ?? null)};
     const db = new PGlite(${JSON.stringify(partial)}, {
       postgresqlconf: ${JSON.stringify(PGLITE_SETTINGS)},
       ...(pristine ? { loadDataDir: new Blob([readFileSync(pristine)]) } : {}),
     });
     await db.waitReady;
     await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database failed (${code}): ${errors.trim()}`)),
    );
  });
  // dataDir holds no cluster (no PG_VERSION): at most an empty folder.
  await rm(dataDir, { recursive: true, force: true });
  await rename(partial, dataDir);
}

/**
 * `pg_dump --format=custom` of the database at `url`, read whole (a foundation's
 * database is small), and each table's rows counted in the very snapshot the dump
 * reads (exported from a repeatable-read transaction held open meanwhile), so a
 * restore can be checked against counts that cannot differ from the dump.
 */
async function pgDump(pool: pg.Pool, url: string): Promise<DatabaseDump> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const snapshot = rows[0]?.snapshot ?? "";
    const counts = await countRows((text) => client.query(text));
    const args = ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`];
    const bytes = await runPgProgram("pg_dump", args, url);
    await client.query("COMMIT");
    return { kind: "pg-dump", bytes, rows: counts };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The connection string without its password, and the password for PGPASSWORD. */
function pgConnection(url: string): { href: string; env: NodeJS.ProcessEnv } {
  // The password goes through the environment, not the command line other users can list.
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  return { href: address.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore) against the database at
 * `url` with `args`; its standard output. A failure names the program and what it said.
 */
export function runPgProgram(program: "pg_dump" | "pg_restore", args: string[], url: string): Promise<Buffer> {
  const { href, env } = pgConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [`--dbname=${href}`, ...args], { stdio: ["ignore", "pipe", "pipe"], env });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${program} is not installed on this machine: install the PostgreSQL client of the server's version`,
            )
          : error,
      ),
    );
    child.once("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${program} failed (${code}): ${err.trim().slice(0, 1000)}`)),
    );
  });
}

/** A table's name as SQL: quoted, so no name can be read as anything else. */
const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      scrub: async (tables) => {
        await pool.query(`VACUUM (FULL) ${tables.map(quotedName).join(", ")}`);
      },
      upkeep: async () => {},
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // A script answers one result per statement.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      dump: () => pgDump(pool, options.url),
      close: () => pool.end(),
    };
  }

  let dataDir: string | undefined;
  const lock = options.dataDir ? await lockDataDir(options.dataDir, options.owner ?? "another process") : undefined;
  try {
    if (options.dataDir) {
      dataDir = path.join(options.dataDir, PGLITE_DIR_NAME);
      await mkdir(dataDir, { recursive: true });
      if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
        await createCluster(dataDir);
      }
    }
    const client = new PGlite(dataDir, {
      postgresqlconf: PGLITE_SETTINGS,
      ...(options.startFrom && !dataDir ? { loadDataDir: options.startFrom } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      driver: "pglite",
      url: undefined,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      scrub: async (tables) => {
        // Each its own statement: VACUUM cannot run inside a (multi-statement) transaction.
        await client.exec(`VACUUM (FULL) ${tables.map(quotedName).join(", ")}`);
        await client.query("SELECT pg_switch_wal()");
        await client.exec("CHECKPOINT");
      },
      upkeep: async () => {
        await client.exec("VACUUM (ANALYZE)");
      },
      executeSql: async (text, values) =>
        values && values.length > 0 ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      dump: async () => {
        // Little left for the copy to replay when it is opened.
        await client.exec("CHECKPOINT");
        const copy = await client.dumpDataDir("gzip");
        return { kind: "pglite-data-dir", bytes: Buffer.from(await copy.arrayBuffer()) };
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}
