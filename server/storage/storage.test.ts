/**
 * One suite, both drivers: the disk driver in a temporary directory and the S3
 * driver against a real S3-protocol server (s3rver) started here.
 */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../tests/support/s3-server.ts";
import { loadConfig } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { createStorage } from "./index.ts";
import type { Storage } from "./storage.ts";
import { isValidStorageKey } from "./storage-key.ts";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysOf(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

interface DriverUnderTest {
  storage: Storage;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<DriverUnderTest>> = {
  disk: async () => {
    const root = await mkdtemp(path.join(tmpdir(), "ngo-disk-storage-"));
    return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const server: TestS3Server = await startS3Server();
    // Through createStorage, as the server makes it: the SDK loaded on first use.
    return { storage: createStorage({ dataDir: "", s3: server.config }), close: () => server.close() };
  },
};

describe.each(Object.keys(drivers))("%s storage", (name) => {
  let driver: DriverUnderTest;
  let storage: Storage;
  beforeAll(async () => {
    driver = await drivers[name]!();
    storage = driver.storage;
  }, 30_000);
  afterAll(() => driver.close());

  it("stores a buffer and gives it back with its content type, size and an ETag", async () => {
    const bytes = Buffer.from("a photo, as far as this test cares");
    await storage.put("gallery/abc-480.webp", bytes, { contentType: "image/webp" });
    const object = await storage.get("gallery/abc-480.webp");
    expect(object).toBeDefined();
    expect(object!.contentType).toBe("image/webp");
    expect(object!.size).toBe(bytes.length);
    expect(object!.etag).toMatch(/^".+"$/);
    expect(await readAll(object!.body)).toEqual(bytes);
  });

  it("reads a file whole when it is deleted between being found and being read", async () => {
    const bytes = Buffer.from("a draft's photo, removed while a page shows it");
    await storage.put("gallery/race-480.webp", bytes, { contentType: "image/webp" });
    const object = await storage.get("gallery/race-480.webp");
    await storage.delete("gallery/race-480.webp");
    expect(await readAll(object!.body)).toEqual(bytes);
  });

  it("stores a stream, with or without its length known", async () => {
    const bytes = Buffer.alloc(300_000, 7);
    await storage.put("resumes/known.pdf", Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), {
      contentType: "application/pdf",
      size: bytes.length,
    });
    await storage.put("resumes/unknown.pdf", Readable.from([bytes]), { contentType: "application/pdf" });
    for (const key of ["resumes/known.pdf", "resumes/unknown.pdf"]) {
      const object = await storage.get(key);
      expect(object!.size).toBe(bytes.length);
      expect((await readAll(object!.body)).equals(bytes)).toBe(true);
    }
  });

  it("replaces an object written again under the same key", async () => {
    await storage.put("gallery/same.png", Buffer.from("first"), { contentType: "image/png" });
    await storage.put("gallery/same.png", Buffer.from("second"), { contentType: "image/png" });
    expect((await readAll((await storage.get("gallery/same.png"))!.body)).toString()).toBe("second");
  });

  it("answers undefined and false for a missing key, and deleting one is no error", async () => {
    expect(await storage.get("gallery/missing.webp")).toBeUndefined();
    expect(await storage.exists("gallery/missing.webp")).toBe(false);
    await expect(storage.delete("gallery/missing.webp")).resolves.toBeUndefined();
  });

  it("tells existence, deletes, and lists every key with its time", async () => {
    await storage.put("blog/one.jpg", Buffer.from("1"), { contentType: "image/jpeg" });
    expect(await storage.exists("blog/one.jpg")).toBe(true);
    const listed: { key: string; lastModified: Date }[] = [];
    for await (const entry of storage.list()) listed.push(entry);
    const one = listed.find((entry) => entry.key === "blog/one.jpg");
    expect(one).toBeDefined();
    expect(Math.abs(one!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    await storage.delete("blog/one.jpg");
    expect(await storage.exists("blog/one.jpg")).toBe(false);
    expect(await keysOf(storage)).not.toContain("blog/one.jpg");
  });

  it.each([
    "../outside.txt",
    "gallery/../../etc/passwd",
    "/etc/passwd",
    "gallery//double",
    "gallery/%2e%2e",
    "gallery\\..\\x",
    ".tmp/abc.part",
    "noslash",
    "Gallery/Upper.JPG",
  ])("refuses the key %s before touching storage", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });

  it("is ready, and the readiness check stores no key", async () => {
    const before = await keysOf(storage);
    await storage.ready();
    expect(await keysOf(storage)).toEqual(before);
  });
});

describe("storage readiness", () => {
  it("fails on disk when the folder is a file, and stops when its signal aborts", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "ngo-disk-ready-"));
    try {
      const root = path.join(parent, "uploads");
      // A folder not made yet is made (a new site has stored nothing).
      await createDiskStorage(root).ready();
      await rm(root, { recursive: true });
      await writeFile(root, "not a folder");
      await expect(createDiskStorage(root).ready()).rejects.toThrow(/ENOTDIR|EEXIST/);
      await rm(root);
      await expect(createDiskStorage(root).ready(AbortSignal.abort())).rejects.toThrow(/abort/i);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it("fails on S3 when the bucket does not exist", async () => {
    const server = await startS3Server();
    try {
      const storage = createStorage({ dataDir: "", s3: { ...server.config, bucket: "no-such-bucket" } });
      await expect(storage.ready()).rejects.toThrow();
    } finally {
      await server.close();
    }
  }, 30_000);
});

describe("disk storage writes", () => {
  it("leaves no temporary file after a write, and a failed stream leaves no file under the key", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "ngo-disk-atomic-"));
    try {
      const storage = createDiskStorage(root);
      await storage.put("gallery/ok.png", Buffer.from("ok"), { contentType: "image/png" });
      expect(await readdir(path.join(root, ".tmp"))).toEqual([]);

      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1000));
          this.destroy(new Error("connection reset"));
        },
      });
      await expect(storage.put("gallery/broken.png", failing, { contentType: "image/png" })).rejects.toThrow(
        "connection reset",
      );
      expect(await storage.exists("gallery/broken.png")).toBe(false);
      expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
      expect(await keysOf(storage)).toEqual(["gallery/ok.png"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("removes temporary files a crash left behind, sparing recent ones when asked", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "ngo-disk-temp-"));
    try {
      const storage = createDiskStorage(root);
      await storage.put("gallery/ok.png", Buffer.from("ok"), { contentType: "image/png" });
      await writeFile(path.join(root, ".tmp", "crashed.part"), "half a file");
      expect(await storage.removeUnfinishedWrites(60_000)).toBe(0);
      expect(await storage.removeUnfinishedWrites(0)).toBe(1);
      expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
      expect(await keysOf(storage)).toEqual(["gallery/ok.png"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("storage keys and configuration", () => {
  it("accepts the keys the server makes", () => {
    expect(isValidStorageKey("gallery/3f9c0a1b2c3d4e5f-480.webp")).toBe(true);
    expect(isValidStorageKey("resumes/2025/ab12_cv.pdf")).toBe(true);
  });

  it("uses disk without S3_BUCKET, and S3 with it", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/ngo-config-test" } as const;
    expect(createStorage(loadConfig(base)).driver).toBe("disk");
    const s3 = loadConfig({
      ...base,
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(s3.s3).toEqual({
      bucket: "photos",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(createStorage(s3).driver).toBe("s3");
  });

  it("refuses half a key pair and a malformed endpoint", () => {
    const base = { NODE_ENV: "test", S3_BUCKET: "photos" } as const;
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});
