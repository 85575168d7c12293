/**
 * The restore drill of a PostgreSQL backup (issue 46): the archive's pg_dump is
 * restored with `pg_restore` into a scratch database created beside the site's on the
 * same server, opened with this version's code (its migrations run), each table's
 * rows counted, and the scratch database dropped again. The site's own database is
 * only read (to create the other).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { openDatabase, runPgProgram } from "../db/client.ts";
import { countRows } from "../db/row-counts.ts";
import { BackupError, DATABASE_ENTRY } from "./archive.ts";

/** The SQL error PostgreSQL answers a role without CREATEDB. */
const INSUFFICIENT_PRIVILEGE = "42501";

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the scratch database, runs `use` with its address, and drops it whatever happens. */
async function withScratchDatabase<T>(siteUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const site = new URL(siteUrl);
  const siteName = decodeURIComponent(site.pathname.slice(1)) || "postgres";
  // Names are at most 63 bytes; the random part keeps two drills (or a leftover) apart.
  const name = `${siteName.slice(0, 40)}_drill_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: siteUrl });
  await admin.connect();
  try {
    try {
      await admin.query(`CREATE DATABASE ${quoted(name)}`);
    } catch (err) {
      if ((err as { code?: string }).code === INSUFFICIENT_PRIVILEGE) {
        throw new BackupError(
          `The restore drill needs to create a scratch database, and the role ${decodeURIComponent(site.username)} ` +
            "may not: give it CREATEDB (ALTER ROLE … CREATEDB), or turn the drill's failures into a reminder to " +
            "restore a backup by hand (docs/operations.md, Backups).",
        );
      }
      throw err;
    }
    const scratch = new URL(siteUrl);
    scratch.pathname = `/${encodeURIComponent(name)}`;
    try {
      return await use(scratch.href);
    } finally {
      // WITH (FORCE): a connection the drill left open must not keep the copy alive.
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** Restores the pg_dump in the archive `archive` into a scratch database: each table's rows there. */
export async function restoreIntoScratchDatabase(siteUrl: string, archive: string): Promise<Record<string, number>> {
  const work = await mkdtemp(path.join(path.dirname(archive), ".drill-"));
  try {
    const entry = DATABASE_ENTRY["pg-dump"];
    await tar.extract({ file: archive, cwd: work, filter: (entryPath) => entryPath === entry });
    return await withScratchDatabase(siteUrl, async (url) => {
      await runPgProgram(
        "pg_restore",
        ["--no-owner", "--no-privileges", "--exit-on-error", path.join(work, entry)],
        url,
      );
      const restored = await openDatabase({ driver: "postgres", url });
      try {
        return await countRows((text) => restored.executeSql(text));
      } finally {
        await restored.close();
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
