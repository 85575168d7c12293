/**
 * An upgrade keeps every row and file (issue 46). Each fixture in tests/fixtures/upgrade
 * is a backup made by an earlier release (`npm run admin -- backup`'s archive, with what
 * it held beside it as JSON); this version restores it and opens it, so its migrations
 * run over real rows: every table keeps its rows, every stored file its bytes, and the
 * admin's lists and the public reads answer. On the embedded database through `npm run
 * admin -- restore`'s own code; on PostgreSQL (the postgres project) the fixture's rows
 * are copied into a database at the earlier release's schema, which is then migrated.
 * A schema change adds a fixture made just before it (docs/testing.md, "Upgrades").
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocumentNames } from "#common/content-model/documents";
import { buildApp } from "../../server/app.ts";
import { restoreInto } from "../../server/backups/offline-backup.ts";
import { loadConfig } from "../../server/config.ts";
import { type DatabaseHandle, openDatabase, PGLITE_DIR_NAME } from "../../server/db/client.ts";
import { countRows } from "../../server/db/row-counts.ts";
import { createServices } from "../../server/services/index.ts";
import { firstMigrations, migrationCount } from "../support/earlier-migrations.ts";
import { FIXTURE_DONATION_KEY } from "../support/seed-donations.ts";
import { createScratchDatabase } from "../support/test-database.ts";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "upgrade");
const ADMIN = { username: "fixture-admin", password: "fixture-password-long-enough" };
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

interface Expected {
  madeBy: string;
  /** How many migrations the release that made it had run. */
  migrations: number;
  rows: Record<string, number>;
  /** Each stored file's key and SHA-256. */
  files: Record<string, string>;
}

const fixtures = (await readdir(FIXTURES)).filter((name) => name.endsWith(".tar")).sort();

/**
 * Rows a migration adds on purpose, by its number: a fixture made before it has them on
 * top of its own. 0021 publishes the privacy notice's paragraph on what is counted as a
 * new version of the page when the notice still had the first one, as the fixtures' do
 * (tests/api/privacy-notice-migration.test.ts); 0026 its item on donations the same way.
 */
const ADDED_BY_MIGRATION: Record<number, Record<string, number>> = {
  20: { content_revisions: 1 },
  25: { content_revisions: 1 },
};
const addedSince = (migrations: number, table: string) =>
  Object.entries(ADDED_BY_MIGRATION)
    .filter(([number]) => Number(number) >= migrations)
    .reduce((sum, [, added]) => sum + (added[table] ?? 0), 0);

/**
 * Copies every row of the app's tables from the restored embedded database (not
 * migrated: the earlier release's schema) into `url`'s database at the same schema,
 * foreign keys set aside meanwhile, generated columns left to compute themselves.
 */
async function copyRows(pgdata: string, url: string) {
  const source = new PGlite(pgdata);
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    await target.query("SET session_replication_role = replica");
    const { rows: tables } = await source.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    for (const { name } of tables) {
      const { rows: columns } = await source.query<{ column: string }>(
        `SELECT column_name AS column FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [name],
      );
      const list = columns.map(({ column }) => `"${column}"`).join(", ");
      const { rows } = await source.query<{ json: string }>(
        `SELECT coalesce(json_agg(t), '[]')::text AS json FROM "public"."${name}" t`,
      );
      await target.query(
        `INSERT INTO "public"."${name}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"public"."${name}", $1::json)`,
        [rows[0]?.json ?? "[]"],
      );
    }
  } finally {
    await target.end();
    await source.close();
  }
}

describe.each(fixtures)("upgrading from the backup %s", (fixture) => {
  let expected: Expected;
  let work: string;
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void> = async () => {};
  let auth: { authorization: string };
  /** Each table's rows once this version has opened it, before this test signs in (a session is a row). */
  let rowsOpened: Record<string, number>;

  beforeAll(async () => {
    expected = JSON.parse(await readFile(path.join(FIXTURES, fixture.replace(/\.tar$/, ".json")), "utf8"));
    work = await mkdtemp(path.join(tmpdir(), "ngo-upgrade-"));
    dataDir = path.join(work, "site");
    // The archive as `npm run admin -- restore` brings it back (the database opened once, not migrated).
    await restoreInto(dataDir, path.join(FIXTURES, fixture));
    let env: Record<string, string> = {};
    if (onPostgres) {
      const scratch = await createScratchDatabase();
      const earlier = await firstMigrations(expected.migrations);
      const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: earlier });
      } finally {
        await pool.end();
        await rm(earlier, { recursive: true, force: true });
      }
      await copyRows(path.join(dataDir, PGLITE_DIR_NAME), scratch.url);
      await rm(path.join(dataDir, PGLITE_DIR_NAME), { recursive: true });
      database = await openDatabase({ driver: "postgres", url: scratch.url });
      close = scratch.drop;
      env = { DATABASE_URL: scratch.url };
    } else {
      database = await openDatabase({ driver: "pglite", dataDir, owner: "the upgrade test" });
    }
    rowsOpened = await countRows((text) => database.executeSql(text));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DONATION_DATA_KEYS: FIXTURE_DONATION_KEY,
      ...env,
    });
    const services = createServices({ config, database });
    app = await buildApp({ services });
    await app.ready();
    const previous = close;
    close = async () => {
      await app.close();
      await services.close();
      await database.close();
      await previous();
    };
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    expect(login.statusCode, login.body).toBe(200);
    auth = { authorization: `Bearer ${login.json().token}` };
  }, 120_000);
  afterAll(async () => {
    await close();
    await rm(work, { recursive: true, force: true });
  });

  it("keeps every row of every table the earlier release had", () => {
    for (const [table, count] of Object.entries(expected.rows)) {
      expect(rowsOpened[table], table).toBe(count + addedSince(expected.migrations, table));
    }
  });

  it("keeps every stored file, byte for byte", async () => {
    for (const [key, sha256] of Object.entries(expected.files)) {
      const bytes = await readFile(path.join(dataDir, "uploads", key));
      expect(createHash("sha256").update(bytes).digest("hex"), key).toBe(sha256);
    }
  });

  it("reads every list of the admin, and what visitors read", async () => {
    const read = async (url: string, headers: Record<string, string> = auth) => {
      const res = await app.inject({ method: "GET", url, headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return res.json().data;
    };
    const lists = [
      "/api/blogs?status=all",
      "/api/blog-trash",
      "/api/gallery",
      "/api/external-forms",
      "/api/custom-forms",
      "/api/contact",
      "/api/applications",
      "/api/newsletter/subscribers",
      "/api/newsletter/issues",
      "/api/privacy-requests",
      "/api/staff",
      "/api/audit",
      "/api/retention",
      "/api/inbox/counts",
      "/api/transparency-documents",
      "/api/donations/pledges",
      "/api/donations/statements/proposals",
      "/api/backups",
      "/api/visits",
    ];
    for (const url of lists) await read(url);
    const posts = (await read("/api/blogs", {})) as { id: string; slug: string }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) await read(`/api/blogs/slug/${post.slug}`, {});
    const forms = (await read("/api/custom-forms")) as { id: string }[];
    for (const form of forms) {
      await read(`/api/custom-forms/${form.id}`, {});
      await read(`/api/custom-forms/${form.id}/responses`);
    }
    // Every document the staff edit: each page's blocks, the site details, the menus, the figures.
    for (const name of contentDocumentNames) await read(`/api/content/${name}`);
    for (const key of Object.keys(expected.files).filter((file) => file.endsWith(".webp"))) {
      const image = await app.inject({ method: "GET", url: `/api/images/${key}` });
      expect(image.statusCode, key).toBe(200);
    }
    const found = await app.inject({ method: "GET", url: "/api/search?q=cricket" });
    expect(found.statusCode, found.body).toBe(200);
    // Each receipt, its donor's PAN opened with the key it was sealed under, and each year's Form 10BD.
    if (!expected.rows.donation_receipts) return;
    const years = (await database.executeSql("SELECT DISTINCT financial_year AS year FROM donation_receipts")).rows as {
      year: string;
    }[];
    let receipts = 0;
    for (const { year } of years) {
      await read(`/api/donations/form-10bd?year=${year}`);
      for (const receipt of (await read(`/api/donations/receipts?year=${year}`)) as { id: string }[]) {
        const pdf = await app.inject({
          method: "GET",
          url: `/api/donations/receipts/${receipt.id}/pdf`,
          headers: auth,
        });
        expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        receipts++;
      }
    }
    expect(receipts).toBe(expected.rows.donation_receipts);
  });
});

describe("the fixtures", () => {
  it("include one made by the release before the newest migration, or by this one", async () => {
    // A schema change comes with a fixture made just before it (docs/testing.md, "Upgrades").
    const newest = JSON.parse(
      await readFile(path.join(FIXTURES, (fixtures.at(-1) ?? "").replace(/\.tar$/, ".json")), "utf8"),
    ) as Expected;
    expect(newest.migrations).toBeGreaterThanOrEqual((await migrationCount()) - 1);
  });
});
