/**
 * `npm run admin -- backup FILE` and `restore FILE`, as real processes: a site
 * with something in as many tables as the API reaches (seed-site.ts) is backed up,
 * restored into a new DATA_DIR, and every row of every table and every stored
 * file compared. Both commands refuse a DATA_DIR another process holds.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services/index.ts";
import { seedSite } from "../support/seed-site.ts";
import { runAdmin } from "../support/server-process.ts";
import { TEST_ADMIN } from "../support/test-app.ts";

/** Every row of every table (ours and the migrations journal), in a stable order. */
async function allRows(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables = (await database.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  const result: Record<string, unknown[]> = {};
  for (const { schema, name } of tables.rows) {
    const rows = (await database.db.execute(sql.raw(`select * from "${schema}"."${name}" order by 1`))) as unknown as {
      rows: unknown[];
    };
    result[`${schema}.${name}`] = rows.rows;
  }
  return result;
}

/** Every stored file under DATA_DIR/uploads with the hash of its bytes. */
async function allFiles(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return files;
}

async function openSite(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  const database = await openDatabase({ driver: "pglite", dataDir, owner: "the backup test" });
  const services = createServices({ config, database });
  const app = await buildApp({ services });
  await app.ready();
  await services.auth.ensureAdmin({ info() {}, warn() {} });
  return {
    app,
    database,
    async close() {
      await app.close();
      await services.close();
      await database.close();
    },
  };
}

describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("npm run admin -- backup / restore", () => {
  let workDir: string;
  let source: string;
  let archive: string;
  let rowsBefore: Record<string, unknown[]>;
  let filesBefore: Record<string, string>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "ngo-backup-test-"));
    source = path.join(workDir, "site");
    archive = path.join(workDir, "site-backup.tar");
    const site = await openSite(source);
    try {
      const login = await site.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
      const headers = { authorization: `Bearer ${login.json().token}` };
      await seedSite(site.app, headers);
      rowsBefore = await allRows(site.database);
    } finally {
      await site.close();
    }
    filesBefore = await allFiles(source);
  }, 120_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("restores every row and every stored file into a new DATA_DIR", async () => {
    for (const table of [
      "public.blogs",
      "public.gallery_images",
      "public.custom_forms",
      "public.form_responses",
      "public.stored_files",
      "public.contact_messages",
      "public.applications",
    ]) {
      expect(rowsBefore[table]?.length, table).toBeGreaterThan(0);
    }
    expect(Object.keys(filesBefore).length).toBeGreaterThanOrEqual(3);

    const backedUp = await runAdmin(["backup", archive], { DATA_DIR: source });
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain(`${Object.keys(filesBefore).length} stored files`);

    const target = path.join(workDir, "restored", "data");
    const restored = await runAdmin(["restore", archive], { DATA_DIR: target });
    expect(restored.status, restored.stderr).toBe(0);

    expect(await allFiles(target)).toEqual(filesBefore);
    const database = await openDatabase({ driver: "pglite", dataDir: target });
    try {
      expect(await allRows(database)).toEqual(rowsBefore);
    } finally {
      await database.close();
    }
    // The restored site is a working site: its admin signs in.
    const site = await openSite(target);
    try {
      const login = await site.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
      expect(login.statusCode).toBe(200);
    } finally {
      await site.close();
    }
  }, 180_000);

  it("refuses a held DATA_DIR, a non-empty one, an existing archive name and a file that is no backup", async () => {
    const held = await openDatabase({ driver: "pglite", dataDir: source, owner: "the backup test" });
    try {
      const backedUp = await runAdmin(["backup", path.join(workDir, "other.tar")], { DATA_DIR: source });
      expect(backedUp.status).toBe(1);
      expect(backedUp.stderr).toContain(`is in use by the backup test (pid ${process.pid} on`);
      const restored = await runAdmin(["restore", archive], { DATA_DIR: source });
      expect(restored.status).toBe(1);
      expect(restored.stderr).toContain(`is in use by the backup test (pid ${process.pid} on`);
    } finally {
      await held.close();
    }

    const intoSite = await runAdmin(["restore", archive], { DATA_DIR: source });
    expect(intoSite.status).toBe(1);
    expect(intoSite.stderr).toContain("is not empty");

    const overwrite = await runAdmin(["backup", archive], { DATA_DIR: source });
    expect(overwrite.status).toBe(1);
    expect(overwrite.stderr).toContain("already exists");

    const bogus = path.join(workDir, "not-a-backup.tar");
    await writeFile(bogus, "hello");
    const empty = path.join(workDir, "empty");
    const refused = await runAdmin(["restore", bogus], { DATA_DIR: empty });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is not a backup made by this website");
    // Left as empty as it was, so a good archive can be restored there next.
    expect((await readdir(empty)).filter((name) => !name.startsWith("process.lock"))).toEqual([]);
  }, 180_000);
});
