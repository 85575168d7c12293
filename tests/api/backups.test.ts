/**
 * The backups the site takes by itself (issue 46), with the clock moved instead of
 * waited for, on the embedded database and (the postgres project) on PostgreSQL
 * through pg_dump: a night's backup is taken once, read back and checked; as the
 * nights go by the retention keeps the newest of each day, week and month and deletes
 * the rest; two instances on one database take one backup a night between them; the
 * weekly drill restores the newest and compares; an archive damaged on disk fails the
 * drill, and GET /api/backups says so.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackupsView } from "#common/schemas/backups";
import { readManifest } from "../../server/backups/archive.ts";
import { directoryShelf } from "../../server/backups/archive-shelf.ts";
import { createBackupService } from "../../server/backups/backup-service.ts";
import { createStorage, type Storage } from "../../server/storage/index.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { startS3Server, type TestS3Server } from "../support/s3-server.ts";
import { staffMember } from "../support/staff-accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

/** A gallery item with a photo: rows, and stored files (the photo's sizes), for every part of an archive. */
async function addPhoto(t: TestApp, title: string) {
  const photos = multipartBody({ title }, [
    { field: "images", filename: "photo.jpg", contentType: "image/jpeg", data: await photoJpeg() },
  ]);
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/gallery",
    payload: photos.payload,
    headers: { ...photos.headers, ...(await adminAuth(t)) },
  });
  expect(upload.statusCode, upload.body).toBe(201);
}

/** Changes a byte of the database's data in the archive at `file`, as a failing disk would. */
async function damageDatabaseEntry(file: string) {
  const bytes = await readFile(file);
  // Its tar header is the 512-byte block that starts with its name (the manifest names it too, elsewhere).
  const entry = onPostgres ? "database.pgdump" : "database.tar.gz";
  let header = bytes.indexOf(entry);
  while (header % 512 !== 0) header = bytes.indexOf(entry, header + 1);
  const inData = header + 512 + 100;
  bytes[inData] = (bytes[inData] ?? 0) ^ 0xff;
  await writeFile(file, bytes);
}
/** 03:30 IST on 1 Nov 2026 (22:00 UTC the day before), and the nights after it. */
const night = (n: number) => new Date(Date.UTC(2026, 9, 31 + n, 22, 0));

describe("the site's own backups", () => {
  let t: TestApp;
  let directory: string;

  beforeAll(async () => {
    // A small retention, so ten nights show the weekly rule beside the daily one: 2 days, 2 weeks.
    t = await createTestApp({ BACKUP_KEEP_DAILY: "2", BACKUP_KEEP_WEEKLY: "2", BACKUP_KEEP_MONTHLY: "1" });
    directory = t.services.backups?.shelf.workDir ?? "";
    await addPhoto(t, "Annual day");
  }, 60_000);
  afterAll(() => t?.close());

  const view = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/backups", headers: await adminAuth(t) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BackupsView;
  };

  it("says a backup is overdue before there is one, and shows it to Administrators only", async () => {
    const before = await view();
    expect(before).toMatchObject({ enabled: true, time: "03:30", lastGood: null, overdue: true, kept: 0 });
    const viewer = await staffMember(t, "viewer");
    const refused = await t.app.inject({ method: "GET", url: "/api/backups", headers: viewer.auth });
    expect(refused.statusCode).toBe(403);
  });

  it("takes a night's backup once, and it reads back whole", async () => {
    const backups = t.services.backups;
    if (!backups) throw new Error("backups are on by default");
    const first = await backups.nightly(night(0), silent);
    expect(first, first?.error ?? "").toMatchObject({ status: "ok", verified: true, error: null });
    expect(first?.sizeBytes).toBeGreaterThan(1000);
    // The same night again (another instance, a retried job): nothing more.
    expect(await backups.nightly(new Date(night(0).getTime() + 60_000), silent)).toBeNull();
    const files = await readdir(directory);
    expect(files).toEqual([first?.file]);
    const shown = await view();
    expect(shown.lastGood?.id).toBe(first?.id);
    expect(shown.kept).toBe(1);
  });

  it("keeps the newest of 2 days and 2 weeks as the nights go by, and deletes the rest", async () => {
    const backups = t.services.backups;
    if (!backups) throw new Error("backups are on by default");
    // Nights 1-10 November (the first taken above); Mondays are 2 and 9 November.
    for (let n = 1; n < 10; n++) expect((await backups.nightly(night(n), silent))?.status).toBe("ok");
    const kept = (await readdir(directory)).filter((name) => name.endsWith(".tar")).sort();
    // Named by the UTC time they were taken: 22:00 the day before, in IST.
    expect(kept.map((name) => name.slice("site-".length, "site-".length + 13))).toEqual([
      "20261107-2200", // 8 Nov, a Sunday: the newest of the week of 2-8 November
      "20261108-2200", // 9 Nov: the day before the newest
      "20261109-2200", // 10 Nov: the newest day, week and month
    ]);
    const shown = await view();
    expect(shown.kept).toBe(3);
    expect(shown.overdue).toBe(false);
  }, 120_000);

  it("takes one backup a night between two instances on one database", async () => {
    const backups = t.services.backups;
    if (!backups) throw new Error("backups are on by default");
    const other = createBackupService({
      db: t.database.db,
      database: t.database,
      storage: t.services.storage,
      uploadsDir: path.join(t.dataDir, "uploads"),
      shelf: directoryShelf(directory),
      timeZone: "Asia/Kolkata",
      retention: { daily: 2, weekly: 2, monthly: 1 },
    });
    const runs = await Promise.all([backups.nightly(night(10), silent), other.nightly(night(10), silent)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
  }, 60_000);

  it("restores the newest backup in the weekly drill and finds every row and file", async () => {
    const drill = await t.services.backups?.weeklyDrill(night(20), silent);
    expect(drill, drill?.error ?? "").toMatchObject({ kind: "drill", status: "ok", verified: true });
    // It compared counts that say something: the rows of the dump's own snapshot.
    const manifest = await readManifest(path.join(directory, drill?.file ?? ""));
    expect(manifest.rows?.gallery_items).toBeGreaterThan(0);
    // A PostgreSQL drill's scratch database is dropped again.
    if (onPostgres) {
      const { rows } = await t.database.executeSql("SELECT datname FROM pg_database WHERE datname LIKE '%_drill_%'");
      expect(rows).toEqual([]);
    }
    // Once a week.
    expect(await t.services.backups?.weeklyDrill(night(20), silent)).toBeNull();
  }, 60_000);

  it("fails the drill of an archive damaged on disk, and the admin is told", async () => {
    const shown = await view();
    await damageDatabaseEntry(path.join(directory, shown.lastGood?.file ?? ""));
    const drill = await t.services.backups?.weeklyDrill(night(27), silent);
    expect(drill?.status).toBe("failed");
    expect(drill?.error).toMatch(/the database differs from when it was written|cannot be read/);
    expect((await view()).lastDrill).toMatchObject({ status: "failed", verified: false });
  }, 60_000);

  it("takes a backup when an Administrator asks, in the background, with the job queue or without it", async () => {
    const askAndWait = async () => {
      const before = (await view()).last?.id;
      const asked = await t.app.inject({ method: "POST", url: "/api/backups", headers: await adminAuth(t) });
      expect(asked.statusCode, asked.body).toBe(202);
      const deadline = Date.now() + 30_000;
      let shown = await view();
      while ((shown.last?.id === before || shown.last?.status === "running") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        shown = await view();
      }
      expect(shown.last).toMatchObject({ status: "ok", verified: true });
      expect(shown.last?.id).not.toBe(before);
    };
    // A process without the job queue (the API alone) takes it itself.
    await askAndWait();
    await t.services.jobs.start(silent);
    await askAndWait();
  }, 90_000);
});

describe("with BACKUP_S3_BUCKET", () => {
  let s3: TestS3Server;
  let t: TestApp;
  let bucket: Storage;

  beforeAll(async () => {
    // Uploads in one bucket, backups in another of their own.
    s3 = await startS3Server("site-uploads", ["site-backups"]);
    t = await createTestApp({
      ...s3.env,
      BACKUP_S3_BUCKET: "site-backups",
      BACKUP_KEEP_DAILY: "1",
      BACKUP_KEEP_WEEKLY: "0",
    });
    bucket = createStorage({ dataDir: "", s3: { ...s3.config, bucket: "site-backups" } });
    await addPhoto(t, "Sports day");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const inBucket = async () => {
    const keys: string[] = [];
    for await (const { key } of bucket.list()) keys.push(key);
    return keys.sort();
  };

  it("keeps each night's archive in the bucket, read back from there, and prunes it there", async () => {
    const backups = t.services.backups;
    if (!backups) throw new Error("backups are on by default");
    expect(backups.shelf.place).toBe("s3://site-backups/backups/");
    const first = await backups.nightly(night(0), silent);
    expect(first, first?.error ?? "").toMatchObject({ status: "ok", verified: true });
    expect(await inBucket()).toEqual([`backups/${first?.file}`]);
    // Nothing is left where it was written.
    expect((await readdir(backups.shelf.workDir)).filter((name) => !name.startsWith(".staging"))).toEqual([]);
    const second = await backups.nightly(night(1), silent);
    expect(await inBucket()).toEqual([`backups/${second?.file}`]);
    const res = await t.app.inject({ method: "GET", url: "/api/backups", headers: await adminAuth(t) });
    expect(res.json().data).toMatchObject({
      place: "s3://site-backups/backups/",
      kept: 1,
      lastGood: { id: second?.id },
    });
  }, 60_000);

  it("drills the archive in the bucket, and fails the drill when the bucket's copy is damaged", async () => {
    const backups = t.services.backups;
    const good = await backups?.weeklyDrill(night(7), silent);
    expect(good, good?.error ?? "").toMatchObject({ status: "ok", verified: true });
    const [key] = await inBucket();
    const object = await bucket.get(key ?? "");
    if (!key || !object) throw new Error("the archive is in the bucket");
    const local = path.join(t.dataDir, "damaged.tar");
    await writeFile(local, await buffer(object.body));
    await damageDatabaseEntry(local);
    await bucket.put(key, await readFile(local), { contentType: "application/x-tar" });
    const bad = await backups?.weeklyDrill(night(14), silent);
    expect(bad?.status).toBe("failed");
    expect(bad?.error).toMatch(/the database differs from when it was written|cannot be read/);
  }, 60_000);
});

describe("with BACKUPS=false", () => {
  it("takes none, says so, and refuses Back up now", async () => {
    const t = await createTestApp({ BACKUPS: "false" });
    try {
      expect(t.services.backups).toBeUndefined();
      const shown = await t.app.inject({ method: "GET", url: "/api/backups", headers: await adminAuth(t) });
      expect(shown.json().data).toMatchObject({ enabled: false, overdue: false, runs: [] });
      const asked = await t.app.inject({ method: "POST", url: "/api/backups", headers: await adminAuth(t) });
      expect(asked.statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});
