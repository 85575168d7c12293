import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { createMetaService } from "../../server/services/meta-service.ts";
import { openTestDatabase } from "../support/test-database.ts";

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
