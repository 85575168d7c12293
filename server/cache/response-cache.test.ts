import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, createResponseCache, isShareableResponse } from "./response-cache.ts";

const body = (size: number, fill = "a") => Buffer.from(fill.repeat(size));
const input = (key: string, tags: string[], generation = 0, size = 2000) => ({
  key,
  status: 200,
  headers: { "content-type": "text/html", "cache-control": "public", "x-request-id": "one-request" },
  body: body(size, key),
  tags: new Set(tags),
  generation,
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("isShareableResponse", () => {
  it.each([
    [200, "public, max-age=0, s-maxage=60", undefined, true],
    [200, "public, no-store", undefined, false],
    [200, "private", undefined, false],
    [200, undefined, undefined, false],
    [200, "public", "session=1", false],
    [404, "public", undefined, false],
  ])("%s %s cookie=%s → %s", (status, cacheControl, cookie, expected) => {
    expect(isShareableResponse(status, cacheControl, cookie)).toBe(expected);
  });
});

describe("createResponseCache", () => {
  it("stores compressed variants with distinct strong ETags, without per-response headers", async () => {
    const cache = createResponseCache({ budgetBytes: 1_000_000 });
    const stored = await cache.store(input("/a", []), "br", undefined);
    expect(stored).toMatchObject({ status: 200, encoding: "br" });
    expect(stored.etag).toMatch(/^"[\w-]+-br"$/);
    expect(stored.body.length).toBeLessThan(2000);
    const notModified = await cache.store(input("/a", []), "br", stored.etag);
    expect(notModified.status).toBe(304);
    expect(cache.stats()).toMatchObject({ entries: 1 });
  });

  it("drops exactly the entries built from a changed tag", async () => {
    const cache = createResponseCache({ budgetBytes: 1_000_000 });
    await cache.store(input("/blog", ["blogs"]), undefined, undefined);
    await cache.store(input("/Gallery", ["gallery"]), undefined, undefined);
    await cache.store(input("/", ["blogs", "gallery"]), undefined, undefined);
    await cache.store(input("/AboutUs", []), undefined, undefined);
    cache.invalidate(["blogs"]);
    expect(cache.stats().entries).toBe(2);
    cache.invalidate(["*"]);
    expect(cache.stats().entries).toBe(0);
  });

  it("does not keep a response rendered before a write that happened meanwhile", async () => {
    const cache = createResponseCache({ budgetBytes: 1_000_000 });
    const startedAt = cache.generation;
    cache.invalidate(["blogs"]);
    await cache.store(input("/blog", ["blogs"], startedAt), undefined, undefined);
    expect(cache.stats().entries).toBe(0);
  });

  it("stays within its byte budget, evicting the least recently used", async () => {
    // Incompressible-ish bodies of ~2 KB: about four fit in 10 KB.
    const cache = createResponseCache({ budgetBytes: 10_000 });
    for (const key of ["/1", "/2", "/3", "/4", "/5", "/6"]) {
      await cache.store(
        { ...input(key, []), body: Buffer.from(crypto.getRandomValues(new Uint8Array(2000))) },
        undefined,
        undefined,
      );
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(6);
  });

  it("counts what an entry holds besides its bodies: many small entries stay within the budget", async () => {
    // 300-byte bodies (not compressed): the headers, tags and objects around them cost more than the bodies.
    const cache = createResponseCache({ budgetBytes: 100_000 });
    for (let i = 0; i < 1000; i++) {
      const tags = Array.from({ length: 5 }, (_, t) => `tag-${i}-${t}`);
      await cache.store({ ...input(`/page-${i}`, tags, 0, 300) }, undefined, undefined);
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(100_000);
    // Bodies alone would let about 330 entries in; the honest count, far fewer.
    expect(stats.entries).toBeLessThan(100);
    expect(stats.bytes / stats.entries).toBeGreaterThan(1000);
  });

  it("answers a miss with quick compression, then keeps the best made in the background; the quick ETag still validates", async () => {
    const page = Buffer.from(
      Array.from({ length: 2000 }, (_, i) => `<li class="card"><a href="/blog/post-${i}">Post ${i}</a></li>`).join(""),
    );
    const cache = createResponseCache({ budgetBytes: 10_000_000 });
    await cache.store({ ...input("/blog", ["blogs"]), body: page }, "br", undefined);
    const quick = { bytes: cache.stats().bytes, waiting: cache.stats().waitingForBest };
    expect(quick.waiting).toBe(1);
    const served = async () => {
      const server = http.createServer((req, res) => {
        if (!cache.serve(req, res)) res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        return await new Promise<{ etag: string; body: Buffer }>((resolve, reject) => {
          http
            .get({ host: "127.0.0.1", port, path: "/blog", headers: { "accept-encoding": "br" } }, (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => resolve({ etag: String(res.headers.etag), body: Buffer.concat(chunks) }));
            })
            .on("error", reject);
        });
      } finally {
        server.close();
      }
    };
    const before = await served();
    for (let i = 0; i < 200 && cache.stats().waitingForBest > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.stats().waitingForBest).toBe(0);
    const after = await served();
    expect(after.etag).toBe(before.etag.replace(/-br"$/, '-br-best"'));
    expect(brotliDecompressSync(after.body).equals(page)).toBe(true);
    expect(after.body.length).toBeLessThan(before.body.length);
    expect(cache.stats().bytes).toBeLessThan(quick.bytes);
  });

  it("holds a large compressible answer as brotli and gzip only, and unpacks it for a client without compression", async () => {
    // Like the whole post list with thousands of posts: many MB of JSON that compresses well.
    const rows = Array.from({ length: 40_000 }, (_, i) => ({
      id: i,
      title: `Post ${i}`,
      excerpt: "A week in the field.",
    }));
    const json = Buffer.from(JSON.stringify(rows));
    expect(json.length).toBeGreaterThan(2_000_000);
    const cache = createResponseCache({ budgetBytes: 2_000_000 });
    await cache.store({ ...input("/api/blogs", ["blogs"]), body: json }, undefined, undefined);
    expect(cache.stats().entries).toBe(1);
    expect(cache.stats().bytes).toBeLessThan(1_000_000);

    const server = http.createServer((req, res) => {
      if (!cache.serve(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ host: "127.0.0.1", port, path: "/api/blogs", headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    try {
      const plain = await get({});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-length"]).toBe(String(json.length));
      expect(plain.body.equals(json)).toBe(true);
      const br = await get({ "accept-encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    } finally {
      server.close();
    }
  });
});
