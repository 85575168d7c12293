/**
 * Hostile page addresses on the production build (issue 15): a NUL or an
 * undecodable escape in a page's path or query answers 4xx (or a redirect), never
 * a server error, before and after the page is in the response cache. Runs once,
 * on the embedded database: the answer does not depend on the database.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, type ServerProcess, startBuiltServer } from "../support/server-process.ts";

const serverEntry = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");
const skip = process.env.TEST_DB_DRIVER === "postgres" || (!existsSync(serverEntry) && !process.env.CI);

const HOSTILE = [
  "/blog/%00",
  "/blog/%E0%A4",
  "/blog/%E0%A4%A",
  "/blog/a%00b",
  "/%00",
  "/Gallery/%C0%AF",
  "/blog?q=%00",
  "/blog?tag=%E0%A4",
  "/blog?page=%00",
  "/Gallery?q=%00",
  "/Gallery?category=%E0%A4",
  "/Gallery?page=999999",
  "/blog?page=-1",
];

describe.skipIf(skip)("hostile page addresses on the built server", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    expect(existsSync(serverEntry), `${serverEntry} is missing: run npm run build first`).toBe(true);
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-page-urls-"));
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(HOSTILE)("%s answers below 500, twice", async (url) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await fetch(`${server.base}${url}`, { redirect: "manual" });
      await res.arrayBuffer();
      expect(res.status, `${url} (attempt ${attempt + 1})`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${url} (attempt ${attempt + 1})`).toBeLessThan(500);
    }
  });

  it("answers 4xx for a NUL or an undecodable escape in a post's address", async () => {
    for (const url of ["/blog/%00", "/blog/%E0%A4"]) {
      const res = await fetch(`${server.base}${url}`, { redirect: "manual" });
      await res.arrayBuffer();
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
  });
});
