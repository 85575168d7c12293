import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writePristineCluster } from "../../scripts/build-steps/pglite-cluster.ts";
import { createCluster, openDatabase, PGLITE_DIR_NAME } from "../../server/db/client.ts";
import { createMetaService } from "../../server/services/meta-service.ts";
import { openTestDatabase } from "../support/test-database.ts";

/**
 * A site's first start makes its embedded cluster from the build's pristine copy (PGlite's
 * initdb peaks at 1.1 GB, over a 1 GB machine's memory: issue 46), or runs initdb when
 * there is no build; either way in a folder beside the data that is renamed into place.
 */
describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("a first start's new database", () => {
  const opened = async (dataDir: string) => {
    const database = await openDatabase({ driver: "pglite", dataDir });
    try {
      // Migrated and writable.
      await createMetaService(database.db).set("first", "start");
      expect(await createMetaService(database.db).get("first")).toBe("start");
    } finally {
      await database.close();
    }
  };

  it("unpacks the build's pristine cluster, and a folder left by a start cut short goes", {
    timeout: 120_000,
  }, async () => {
    const work = await mkdtemp(path.join(tmpdir(), "ngo-first-start-"));
    try {
      const pristine = path.join(work, "pglite-cluster.tar.gz");
      await writePristineCluster(pristine);
      const cluster = path.join(work, "site", PGLITE_DIR_NAME);
      // An earlier start killed while it unpacked, and the empty folder it had made.
      await mkdir(`${cluster}.creating`, { recursive: true });
      await writeFile(path.join(`${cluster}.creating`, "PG_VERSION"), "half");
      await mkdir(cluster, { recursive: true });

      await createCluster(cluster, pristine);
      expect(existsSync(path.join(cluster, "PG_VERSION"))).toBe(true);
      expect(await readdir(path.join(work, "site"))).toEqual([PGLITE_DIR_NAME]);
      await opened(path.join(work, "site"));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("runs initdb when there is no build", { timeout: 120_000 }, async () => {
    const work = await mkdtemp(path.join(tmpdir(), "ngo-first-start-"));
    try {
      await createCluster(path.join(work, PGLITE_DIR_NAME), undefined);
      await opened(work);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("stored data", () => {
  it.skipIf(process.env.TEST_DB_DRIVER === "postgres")(
    "survives closing and reopening the embedded database in DATA_DIR",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-persist-"));
      try {
        const first = await openDatabase({ driver: "pglite", dataDir });
        const installedAt = await createMetaService(first.db).recordFirstStart(new Date("2025-01-01T00:00:00Z"));
        await createMetaService(first.db).set("greeting", "नमस्ते");
        await first.close();

        const second = await openDatabase({ driver: "pglite", dataDir });
        const meta = createMetaService(second.db);
        expect(await meta.recordFirstStart(new Date())).toBe(installedAt);
        expect(await meta.get("greeting")).toBe("नमस्ते");
        await second.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    // Creating a data directory (initdb) and opening it twice: a minute on a busy 2-core machine.
    120_000,
  );

  it("applies migrations on open and keeps values through upserts", async () => {
    const database = await openTestDatabase();
    try {
      const meta = createMetaService(database.db);
      expect(await meta.get("missing")).toBeUndefined();
      await meta.set("k", "one");
      await meta.set("k", "two");
      expect(await meta.get("k")).toBe("two");
    } finally {
      await database.close();
    }
  });
});
