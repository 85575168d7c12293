/**
 * Drafts and scheduled posts (issue: drafts and scheduling): a draft and a post
 * scheduled ahead are the admin's alone, by id, by slug, in lists; a scheduled
 * post goes public at its time on its own, past the response cache, with no
 * restart and no admin request. Through a real socket, so the cache is in play.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonCaller, listenOnLoopback, signIn, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  base = await listenOnLoopback(t);
});
afterAll(() => t.close());

interface Post {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  publishedAt: string | null;
}

const send = jsonCaller<{ data: Post & Post[]; message?: string; errors?: object }>(
  () => base,
  () => auth,
);

const draft = (title: string, extra: object = {}) => ({
  title,
  excerpt: "Not ready yet.",
  content: "Half a story.",
  ...extra,
});
const titles = (posts: Post[]) => posts.map((p) => p.title);

describe("drafts", () => {
  it("keeps a draft out of every anonymous read and shows it to the admin", async () => {
    const created = await send("POST", "/api/blogs", draft("Draft: village library", { published: false }));
    expect(created.status).toBe(201);
    expect(created.body.data.published).toBe(false);
    const { id, slug } = created.body.data;

    expect(titles((await send("GET", "/api/blogs", undefined, {})).body.data)).not.toContain("Draft: village library");
    expect((await send("GET", `/api/blogs/${id}`, undefined, {})).status).toBe(404);
    expect((await send("GET", `/api/blogs/${slug}`, undefined, {})).status).toBe(404);
    expect((await send("GET", `/api/blogs/slug/${slug}`, undefined, {})).status).toBe(404);
    expect((await send("GET", "/api/blogs?page=1", undefined, {})).body.data.map((p) => p.id)).not.toContain(id);

    // The admin's list and preview include it.
    expect(titles((await send("GET", "/api/blogs")).body.data)).toContain("Draft: village library");
    const preview = await send("GET", `/api/blogs/${id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.title).toBe("Draft: village library");

    // Site search does not find it either.
    await send("PUT", `/api/blogs/${id}`, draft("Draft: village library", { content: "Zanskarlibrary plans." }));
    const found = await send("GET", "/api/search?q=zanskarlibrary", undefined, {});
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toContain("Draft: village library");

    // A stale token reads as a visitor, never as a 401 on a public list.
    const stale = await send("GET", "/api/blogs", undefined, { authorization: "Bearer not-a-real-token" });
    expect(stale.status).toBe(200);
    expect(titles(stale.body.data)).not.toContain("Draft: village library");
  });

  it("publishes a draft at once when it is saved as published, dated then", async () => {
    const { id } = (await send("POST", "/api/blogs", draft("Draft to publish", { published: false }))).body.data;
    const before = Date.now();
    const updated = await send("PUT", `/api/blogs/${id}`, draft("Draft to publish", { published: true }));
    expect(updated.status).toBe(200);
    expect(updated.body.data.published).toBe(true);
    expect(Date.parse(updated.body.data.publishedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(titles((await send("GET", "/api/blogs", undefined, {})).body.data)).toContain("Draft to publish");
  });

  it("publishes at once when nothing is said, as the specification does", async () => {
    const created = await send("POST", "/api/blogs", draft("Straight out"));
    expect(created.body.data.published).toBe(true);
    expect(titles((await send("GET", "/api/blogs", undefined, {})).body.data)).toContain("Straight out");
  });

  it("refuses a publish date that is not a date and time with its zone", async () => {
    for (const publishedAt of ["tomorrow", "2026-12-01", "2026-12-01T09:00:00", "x".repeat(100)]) {
      const res = await send("POST", "/api/blogs", draft("Bad date", { publishedAt }));
      expect(res.status, publishedAt).toBe(400);
      expect(res.body.message).toMatch(/Publish at must be a date and time/);
    }
    const notBoolean = await send("POST", "/api/blogs", draft("Bad flag", { published: "yes" }));
    expect(notBoolean.status).toBe(400);
  });
});

describe("scheduled posts", () => {
  it("stays hidden until its time, then appears on the next read without anyone writing", async () => {
    // Warm the cache: the anonymous list is now stored in memory.
    const first = await send("GET", "/api/blogs", undefined, {});
    expect(titles(first.body.data)).not.toContain("Monday announcement");

    const at = new Date(Date.now() + 2500).toISOString();
    const created = await send("POST", "/api/blogs", draft("Monday announcement", { publishedAt: at }));
    expect(created.status).toBe(201);
    expect(created.body.data.publishedAt).toBe(at);
    const { id } = created.body.data;

    const hidden = await send("GET", "/api/blogs", undefined, {});
    expect(titles(hidden.body.data)).not.toContain("Monday announcement");
    expect((await send("GET", `/api/blogs/${id}`, undefined, {})).status).toBe(404);
    expect(titles((await send("GET", "/api/blogs")).body.data)).toContain("Monday announcement");

    // Read again (and so refill the cache) until it is due.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(titles((await send("GET", "/api/blogs", undefined, {})).body.data)).not.toContain("Monday announcement");

    await expect
      .poll(async () => titles((await send("GET", "/api/blogs", undefined, {})).body.data), {
        timeout: 8000,
        interval: 200,
      })
      .toContain("Monday announcement");
    expect((await send("GET", `/api/blogs/${id}`, undefined, {})).status).toBe(200);
  });
});
