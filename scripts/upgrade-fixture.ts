/**
 * `npm run upgrade-fixture`: the fixture of tests/api/upgrade.test.ts for this
 * version's schema (issue 46, docs/testing.md "Upgrades"). Run it on the release
 * before a schema change, then commit the two files it writes beside the earlier
 * fixtures: a site with something in as many tables as the API reaches
 * (tests/support/seed-site.ts, seed-donations.ts), backed up with
 * `npm run admin -- backup`'s own function, and what it held (each table's rows, each
 * stored file's SHA-256) as JSON.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { sha256OfFile } from "../server/backups/archive.ts";
import { backup, storedFiles } from "../server/backups/offline-backup.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { countRows } from "../server/db/row-counts.ts";
import { migrationsDir, projectRoot } from "../server/paths.ts";
import { createServices } from "../server/services/index.ts";
import { FIXTURE_DONATION_KEY, seedDonations } from "../tests/support/seed-donations.ts";
import { seedSite } from "../tests/support/seed-site.ts";

const journal = JSON.parse(await readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const out = path.join(projectRoot, "tests", "fixtures", "upgrade", journal.entries.at(-1)?.tag ?? "fixture");
const ADMIN = { username: "fixture-admin", password: "fixture-password-long-enough" };
const work = await mkdtemp(path.join(tmpdir(), "ngo-fixture-"));
const dataDir = path.join(work, "site");
const env = {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DONATION_DATA_KEYS: FIXTURE_DONATION_KEY,
};
const config = loadConfig(env);
const database = await openDatabase({ driver: "pglite", dataDir, owner: "the fixture maker" });
const services = createServices({ config, database });
const app = await buildApp({ services });
await app.ready();
await services.auth.ensureAdmin({ info() {}, warn() {} });
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
const headers = { authorization: `Bearer ${login.json().token}` };
await seedSite(app, headers);
await seedDonations(app, headers, config.site.timeZone);

const rows = await countRows((text) => database.executeSql(text));
const migrations = (await database.db.execute(
  sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
)) as unknown as { rows: { n: number }[] };
await app.close();
await services.close();
await database.close();

const files: Record<string, string> = {};
const uploads = path.join(dataDir, "uploads");
for (const key of await storedFiles(uploads)) files[key] = await sha256OfFile(path.join(uploads, key));
// As a server leaves it after a quiet night: checkpointed, on a fresh log segment (a smaller archive).
{
  const { PGlite } = await import("@electric-sql/pglite");
  const settle = new PGlite(path.join(dataDir, "pgdata"));
  await settle.waitReady;
  await settle.exec("CHECKPOINT");
  await settle.query("SELECT pg_switch_wal()");
  await settle.exec("CHECKPOINT");
  await settle.close();
}
const archive = `${out}.tar`;
await backup({ dataDir, databaseUrl: undefined, s3: undefined }, archive);
await writeFile(
  `${out}.json`,
  `${JSON.stringify({ madeBy: process.env.FIXTURE_MADE_BY ?? "npm run upgrade-fixture", migrations: migrations.rows[0]?.n, rows, files }, null, 2)}\n`,
);
console.log(JSON.stringify({ archive, rows, files: Object.keys(files).length }, null, 1));
