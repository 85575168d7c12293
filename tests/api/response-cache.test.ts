/**
 * The response cache through a real socket: public reads are answered from
 * memory (compressed, with ETags, 304s and HEAD), and a write made through the API
 * is visible on the very next read of every API list that shows it.
 */
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, listenOnLoopback, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

let t: TestApp;
let auth: { authorization: string };
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  base = await listenOnLoopback(t);
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is not decoded, so the encoding on the wire can be checked. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const json = (res: RawResponse) => JSON.parse(res.body.toString("utf8"));

async function write(method: string, path: string, payload: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
}

const post = (title: string) => ({
  title,
  excerpt: "A week in the field.",
  // Long enough (over 1 KB) to be worth compressing.
  content: `## ${title}\n\n${"Children learned fractions. ".repeat(50)}`,
  tags: ["Cache"],
});

describe("public reads", () => {
  it("answer from memory, compressed once, with a strong ETag, a 304 and HEAD from the same entry", async () => {
    await write("POST", "/api/blogs", post("Compressed once"));
    const first = await raw("/api/blogs", { "accept-encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    // The miss was compressed quickly; the entry's best compression follows in the background.
    let second = await raw("/api/blogs", { "accept-encoding": "br, gzip" });
    for (let i = 0; i < 100 && second.headers.etag === first.headers.etag; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = await raw("/api/blogs", { "accept-encoding": "br, gzip" });
    }
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.etag).toMatch(/^"[\w-]+-br-best"$/);
    expect(second.headers.vary).toBe("accept-encoding");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(second.body).equals(brotliDecompressSync(first.body))).toBe(true);
    const list = JSON.parse(brotliDecompressSync(second.body).toString("utf8"));
    expect(list.data.map((p: { title: string }) => p.title)).toContain("Compressed once");

    const gzip = await raw("/api/blogs", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(list);
    const identity = await raw("/api/blogs");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(json(identity)).toEqual(list);
    expect(identity.headers.etag).not.toBe(second.headers.etag);

    const notModified = await raw("/api/blogs", {
      "accept-encoding": "br",
      "if-none-match": second.headers.etag as string,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(second.headers.etag);

    const head = await raw("/api/blogs", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(second.body.length));
    expect(head.body.length).toBe(0);
  });

  it("are never shared with requests that carry credentials, nor kept when they fail", async () => {
    await raw("/api/gallery");
    expect((await raw("/api/gallery")).headers["x-cache"]).toBe("HIT");
    const signedIn = await raw("/api/gallery", auth);
    expect(signedIn.headers["x-cache"]).toBeUndefined();

    const missing = await raw("/api/blogs/slug/no-such-post");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect((await raw("/api/blogs/slug/no-such-post")).headers["x-cache"]).toBeUndefined();

    // Admin-only reads stay uncached and private.
    const admin = await raw("/api/custom-forms", auth);
    expect(admin.headers["x-cache"]).toBeUndefined();
    expect(admin.headers["cache-control"]).toBe("no-store");
  });
});

describe("a burst of reads of a page a change dropped", () => {
  // Decision 113: concurrent misses for one address wait for the first.
  const burst = (path: string, headers: Record<string, string> = {}) =>
    Promise.all(Array.from({ length: 12 }, () => raw(path, headers)));

  it("builds it once: the first request is a miss, those that came meanwhile are answered from what it stored", async () => {
    const written = await write("POST", "/api/blogs", post("Burst"));
    for (const path of ["/api/blogs", `/api/blogs/slug/${written.slug}`]) {
      const answers = await burst(path, { "accept-encoding": "br" });
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
      // One body: the same hash, compressed quickly for the miss or at its best afterwards.
      expect(new Set(answers.map((a) => a.headers.etag?.replace(/-br(-best)?"$/, '"'))).size).toBe(1);
      expect(new Set(answers.map((a) => brotliDecompressSync(a.body).toString("utf8"))).size).toBe(1);
    }
  });

  it("answers each request that is signed in, or whose answer is not kept, with its own", async () => {
    const missing = await burst("/api/blogs/slug/no-such-post");
    expect(missing.map((a) => a.status)).toEqual(missing.map(() => 404));
    expect(missing.every((a) => json(a).success === false)).toBe(true);

    const written = await write("POST", "/api/blogs", post("Burst signed in"));
    const signedIn = await burst("/api/blogs", auth);
    expect(signedIn.map((a) => a.status)).toEqual(signedIn.map(() => 200));
    expect(signedIn.every((a) => json(a).data.some((p: { id: string }) => p.id === written.id))).toBe(true);
  });
});

describe("a write through the API is visible on the next read", () => {
  const titles = (res: RawResponse) => (json(res).data as { title: string }[]).map((p) => p.title);

  it("blog: create, update and delete reach the lists and the post itself", async () => {
    await raw("/api/blogs");
    await raw("/api/blogs?page=1&limit=5");
    const created = await write("POST", "/api/blogs", post("Fresh from the field"));
    expect(titles(await raw("/api/blogs"))).toContain("Fresh from the field");
    expect(titles(await raw("/api/blogs?page=1&limit=5"))).toContain("Fresh from the field");
    expect(json(await raw(`/api/blogs/slug/${created.slug}`)).data.title).toBe("Fresh from the field");
    expect((await raw(`/api/blogs/slug/${created.slug}`)).headers["x-cache"]).toBe("HIT");

    await write("PUT", `/api/blogs/${created.id}`, post("Renamed in the field"));
    expect(titles(await raw("/api/blogs"))).toContain("Renamed in the field");
    expect(json(await raw(`/api/blogs/${created.id}`)).data.title).toBe("Renamed in the field");

    await write("DELETE", `/api/blogs/${created.id}`, {});
    expect(titles(await raw("/api/blogs"))).not.toContain("Renamed in the field");
    expect((await raw(`/api/blogs/${created.id}`)).status).toBe(404);
  });

  it("a blog write leaves other resources' entries in place", async () => {
    await raw("/api/external-forms");
    expect((await raw("/api/external-forms")).headers["x-cache"]).toBe("HIT");
    await write("POST", "/api/blogs", post("Unrelated"));
    expect((await raw("/api/external-forms")).headers["x-cache"]).toBe("HIT");
  });

  it("external forms: a new link and a click count", async () => {
    await raw("/api/external-forms");
    const link = await write("POST", "/api/external-forms", {
      title: "Volunteer sign-up",
      description: "Tell us when you can help.",
      link: "https://forms.gle/volunteer-sign-up",
    });
    const listed = json(await raw("/api/external-forms")).data as { id: string; clicks: number }[];
    expect(listed.find((l) => l.id === link.id)?.clicks).toBe(0);
    const click = await fetch(`${base}/api/external-forms/${link.id}/click`, { method: "POST" });
    expect(click.status).toBe(200);
    const after = json(await raw("/api/external-forms")).data as { id: string; clicks: number }[];
    expect(after.find((l) => l.id === link.id)?.clicks).toBe(1);
  });

  it("gallery: an upload and a deletion", async () => {
    expect(json(await raw("/api/gallery"))).toHaveLength(0);
    const upload = multipartBody({ title: "Library day", category: "education", location: "Jaipur" }, [
      {
        field: "images",
        filename: "a.jpg",
        contentType: "image/jpeg",
        data: await photoJpeg({ width: 64, height: 48 }),
      },
    ]);
    const res = await fetch(`${base}/api/gallery`, {
      method: "POST",
      headers: { ...auth, ...upload.headers },
      body: new Uint8Array(upload.payload),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = ((await res.json()) as { data: { id: string } }).data;
    expect((json(await raw("/api/gallery")) as { title: string }[]).map((i) => i.title)).toEqual(["Library day"]);
    await fetch(`${base}/api/gallery/${item.id}`, { method: "DELETE", headers: auth });
    expect(json(await raw("/api/gallery"))).toHaveLength(0);
  });
});
