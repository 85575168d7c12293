/**
 * The admin's paged lists (issue 46: the admin never loads a whole list):
 * GET /api/blog-list (the Blogs tab), /api/gallery-list (the Gallery tab) and
 * /api/dashboard/counts (the Overview's figures). Pages, search and filters are
 * the server's; a bad page is a 400 naming it; a Viewer may read them, nobody
 * signed out may; and at a few thousand rows every answer the dashboard asks for
 * stays small, while the specified unpaged lists still answer whole.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ANSWER_BYTES, DASHBOARD_REQUESTS } from "../../scripts/bench-scale.ts";
import { blogs, galleryImages, galleryItems, storedFiles } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { staffMember } from "../support/staff-accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const POSTS = 3000;
const ITEMS = 1500;

let t: TestApp;
const get = async (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: "GET", url, headers: headers ?? (await adminAuth(t)) });
const data = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

interface ListedPage {
  items: { id: string; title: string; content?: string; published?: boolean; featured?: boolean }[];
  page: number;
  pageSize: number;
  matching: number;
  total: number;
  featured?: number;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const now = Date.now();
  // A long text in every post: the list must leave it out.
  const content = "Children read together at the village library. ".repeat(40);
  for (let start = 0; start < POSTS; start += 500) {
    await db.insert(blogs).values(
      Array.from({ length: Math.min(500, POSTS - start) }, (_, k) => {
        const i = start + k;
        return {
          title: i === 7 ? "Jaipur library opens" : `Field note ${i}`,
          slug: `field-note-${i}-${randomUUID().slice(0, 6)}`,
          excerpt: "A short note from the field.",
          content,
          author: "Staff",
          // Every tenth a draft, every hundredth featured, post 3 scheduled a day ahead.
          published: i % 10 !== 5,
          featured: i % 100 === 1,
          publishedAt: i === 3 ? new Date(now + 86_400_000) : new Date(now - i * 60_000),
          createdAt: new Date(now - i * 60_000),
        };
      }),
    );
  }
  await db.insert(storedFiles).values({ key: "gallery/list-test.jpg", contentType: "image/jpeg", size: 1 });
  for (let start = 0; start < ITEMS; start += 500) {
    const items = await db
      .insert(galleryItems)
      .values(
        Array.from({ length: Math.min(500, ITEMS - start) }, (_, k) => ({
          title: start + k === 11 ? "Tree planting in Ajmer" : `Visit ${start + k}`,
          description: "Children and teachers at a learning centre.",
          location: "Jaipur",
          category: (start + k) % 2 ? "education" : "environment",
          createdAt: new Date(now - (start + k) * 60_000),
        })),
      )
      .returning({ id: galleryItems.id });
    await db.insert(galleryImages).values(
      items.map((item) => ({
        itemId: item.id,
        position: 0,
        alt: "",
        originalKey: "gallery/list-test.jpg",
        largeKey: "gallery/list-test.jpg",
        thumbKey: "gallery/list-test.jpg",
        width: 8,
        height: 8,
      })),
    );
  }
}, 120_000);
afterAll(() => t.close());

describe("GET /api/blog-list", () => {
  it("answers one page, newest first, without the content, with the whole list's counts", async () => {
    const first = await data<ListedPage>("/api/blog-list?pageSize=20");
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: POSTS, matching: POSTS, featured: POSTS / 100 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe("Field note 0");
    expect(first.items[0]).not.toHaveProperty("content");
    const third = await data<ListedPage>("/api/blog-list?pageSize=20&page=3");
    expect(third.items[0]?.title).toBe("Field note 40");
    const past = await data<ListedPage>("/api/blog-list?pageSize=20&page=1000");
    expect(past.items).toEqual([]);
  });

  it("searches the titles and filters by status on the server", async () => {
    const found = await data<ListedPage>("/api/blog-list?q=jaipur");
    expect(found.items.map((post) => post.title)).toEqual(["Jaipur library opens"]);
    expect(found).toMatchObject({ matching: 1, total: POSTS });
    const drafts = await data<ListedPage>("/api/blog-list?status=draft&pageSize=5");
    expect(drafts.matching).toBe(POSTS / 10);
    expect(drafts.items.every((post) => post.published === false)).toBe(true);
    const scheduled = await data<ListedPage>("/api/blog-list?status=scheduled");
    expect(scheduled.items.map((post) => post.title)).toEqual(["Field note 3"]);
    const featured = await data<ListedPage>("/api/blog-list?status=featured");
    expect(featured.matching).toBe(POSTS / 100);
    const published = await data<ListedPage>("/api/blog-list?status=published&q=note%2010");
    expect(published.items.every((post) => post.published)).toBe(true);
  });

  it.each([
    ["page=0", "page must be a whole number from 1"],
    ["page=abc", "page must be a whole number from 1"],
    ["page=1.5", "page must be a whole number from 1"],
    ["page=100001", "page must be a whole number from 1"],
    ["pageSize=101", "pageSize must be a whole number from 1 to 100"],
    ["status=gone", "status must be one of draft, scheduled, published, featured"],
    [`q=${"x".repeat(201)}`, "q must be at most 200 characters"],
  ])("answers 400 naming the problem for %s", async (query, message) => {
    const res = await get(`/api/blog-list?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe("GET /api/gallery-list", () => {
  it("answers one page with the photos, searched and filtered on the server", async () => {
    const first = await data<ListedPage>("/api/gallery-list?pageSize=18");
    expect(first).toMatchObject({ page: 1, pageSize: 18, total: ITEMS, matching: ITEMS });
    expect(first.items).toHaveLength(18);
    expect(first.items[0]?.title).toBe("Visit 0");
    const found = await data<ListedPage>("/api/gallery-list?q=ajmer");
    expect(found.items.map((item) => item.title)).toEqual(["Tree planting in Ajmer"]);
    const education = await data<ListedPage>("/api/gallery-list?category=education&pageSize=5&page=2");
    expect(education).toMatchObject({ matching: ITEMS / 2, page: 2 });
  });

  it.each([
    ["page=-1", "page must be a whole number from 1"],
    ["pageSize=0", "pageSize must be a whole number from 1 to 100"],
    ["category=cats", "Choose one of the gallery categories"],
  ])("answers 400 naming the problem for %s", async (query, message) => {
    const res = await get(`/api/gallery-list?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe("who may read the lists", () => {
  it("a Viewer may; nobody signed out may", async () => {
    const viewer = await staffMember(t, "viewer");
    for (const url of ["/api/blog-list", "/api/gallery-list", "/api/dashboard/counts"]) {
      expect((await get(url, viewer.auth)).statusCode, url).toBe(200);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });
});

describe(`the dashboard's loads at ${POSTS} posts and ${ITEMS} gallery items`, () => {
  it("counts come from the server", async () => {
    expect(await data("/api/dashboard/counts")).toEqual({
      posts: POSTS,
      featuredPosts: POSTS / 100,
      galleryItems: ITEMS,
    });
  });

  it(`every answer the Overview, Blogs and Gallery tabs ask for is under ${ADMIN_ANSWER_BYTES / 1024} KB`, async () => {
    // The dashboard's own load, the Overview's, the Blogs tab's and the Gallery tab's, as their loaders ask (the bench's list).
    for (const url of Object.values(DASHBOARD_REQUESTS).flat()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.byteLength, url).toBeLessThanOrEqual(ADMIN_ANSWER_BYTES);
    }
  });

  it("the specified unpaged lists still answer every row, for other clients", async () => {
    expect(((await get("/api/blogs")).json().data as unknown[]).length).toBe(POSTS);
    expect(((await get("/api/gallery", {})).json() as unknown[]).length).toBe(ITEMS);
  });
});
