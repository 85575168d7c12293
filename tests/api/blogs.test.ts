import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { phoneJpegWithGps, photoJpeg } from "../support/test-images.ts";

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Girls' cricket camp in Jaipur!",
  excerpt: "Forty girls learned to bowl, bat and lead.",
  content: "## The camp\n\nIt rained on **day two**.",
  tags: ["Sports", "Girls"],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: "POST", url: "/api/blogs", headers: auth, payload: post(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: string; slug: string };
}

const IMAGE_INVALID = "Image must be an image uploaded to this site (a path starting with /api/images/)";

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("POST /api/blogs", () => {
  it("creates a published post with a slug from the title (a number only on a clash, issue 43)", async () => {
    const before = Date.now();
    // Without `published` the post is public at once (drafts and scheduled posts:
    // tests/api/blog-drafts.test.ts; typed addresses: tests/api/blog-publishing.test.ts).
    const created = await create();
    expect(created).toMatchObject({
      title: "Girls' cricket camp in Jaipur!",
      excerpt: "Forty girls learned to bowl, bat and lead.",
      // Without an author a post shows the organisation's name, never the sign-in name (issue 23).
      author: t.services.config.site.name,
      tags: ["Sports", "Girls"],
      featured: false,
      image: null,
      published: true,
    });
    expect(created.slug).toBe("girls-cricket-camp-in-jaipur");
    expect(Date.parse(created.publishedAt as string)).toBeGreaterThanOrEqual(before);
    expect(created.createdAt).toBe(created.publishedAt);
  });

  it("answers 201 with a message and keeps the author, featured flag and image given", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: auth,
      payload: post({ author: "  Meera Sharma ", featured: true, image: "/api/images/blog/cover.webp" }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Blog post created",
      data: { author: "Meera Sharma", featured: true, image: "/api/images/blog/cover.webp" },
    });
  });

  it("parses tags: comma-separated text or a list, trimmed, empties and repeats dropped", async () => {
    expect((await create({ tags: " Education , ,women,  Education,health ," })).tags).toEqual([
      "Education",
      "women",
      "health",
    ]);
    expect((await create({ tags: ["  a ", "", "b, c", "A"] })).tags).toEqual(["a", "b", "c"]);
    expect((await create({ tags: undefined })).tags).toEqual([]);
  });

  it("gives posts with the same title the next free number, even created at once", async () => {
    const first = await create({ title: "Same title" });
    const second = await create({ title: "Same title" });
    expect([first.slug, second.slug]).toEqual(["same-title", "same-title-2"]);
    const together = await Promise.all([1, 2, 3].map(() => create({ title: "Same title" })));
    expect(together.map((post) => post.slug).sort()).toEqual(["same-title-3", "same-title-4", "same-title-5"]);
  });

  it("writes a Hindi title's address in Latin letters, and names a post without letters anyway", async () => {
    expect((await create({ title: "शिक्षा: हर बच्चे का अधिकार" })).slug).toBe("shiksha-har-bachche-ka-adhikar");
    expect((await create({ title: "!!!" })).slug).toBe("post");
  });

  it.each([
    [{ excerpt: "" }, { excerpt: "Excerpt is required" }],
    [{ content: " \n " }, { content: "Content is required" }],
    [
      { excerpt: undefined, content: undefined },
      { excerpt: "Excerpt is required", content: "Content is required" },
    ],
  ])("refuses to publish %o with 400 and the specification's message", async (overrides, errors) => {
    const res = await t.app.inject({ method: "POST", url: "/api/blogs", headers: auth, payload: post(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Please fill in all required fields (title, excerpt, content)",
      errors,
    });
  });

  it.each([
    [{ title: "   " }, "title", "Title is required"],
    [{ title: undefined }, "title", "Title is required"],
    [{ author: " " }, "author", "Author is required"],
    [{ title: "x".repeat(201) }, "title", "Title must be at most 200 characters"],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, "tags", "At most 20 tags"],
    [{ tags: ["y".repeat(41)] }, "tags.0", "Each tag must be at most 40 characters"],
    [{ tags: [1, 2] }, "tags", "Tags must be a list of words or comma-separated text"],
    [{ featured: "yes" }, "featured", "featured must be true or false"],
    [{ image: "javascript:alert(1)" }, "image", IMAGE_INVALID],
    [{ image: "//evil.example/x.png" }, "image", IMAGE_INVALID],
    [{ image: "https://example.org/x.png" }, "image", IMAGE_INVALID],
  ])("refuses %o with 400 naming the field", async (overrides, field, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/blogs", headers: auth, payload: post(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Validation errors/);
    expect(res.json().errors).toMatchObject({ [field]: message });
  });

  it("refuses a body that is not JSON with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: { ...auth, "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(res.statusCode).toBe(400);
  });

  it("stores an empty image as none", async () => {
    expect((await create({ image: "" })).image).toBeNull();
  });
});

describe("admin token", () => {
  let existing: { id: string };
  beforeAll(async () => {
    existing = await create({ title: "Guarded post" });
  });

  it.each([
    ["POST", "/api/blogs"],
    ["POST", "/api/blogs/preview"],
    ["PUT", "/api/blogs/{id}"],
    ["DELETE", "/api/blogs/{id}"],
  ] as const)("%s %s without a token gets 401 and changes nothing", async (method, url) => {
    const res = await t.app.inject({ method, url: url.replace("{id}", existing.id), payload: post() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "No token, authorization denied" });
    expect((await get(`/api/blogs/${existing.id}`)).json().data.title).toBe("Guarded post");
  });

  it("a revoked token gets 401", async () => {
    const headers = await signIn(t);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    const res = await t.app.inject({ method: "DELETE", url: `/api/blogs/${existing.id}`, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/blogs/{id} and /api/blogs/slug/{slug}", () => {
  it("finds a post by id, by slug in the id position, and by slug, with its content as safe HTML", async () => {
    const created = await create({
      title: "Safe rendering",
      content: '# Heading\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[bad](javascript:alert(3))',
    });
    for (const url of [
      `/api/blogs/${created.id}`,
      `/api/blogs/${created.id.toUpperCase()}`,
      `/api/blogs/${created.slug}`,
      `/api/blogs/slug/${encodeURIComponent(created.slug)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: created.id, slug: created.slug, title: "Safe rendering" });
      expect(data.html).toContain("<h2>Heading</h2>");
      expect(data.html).toContain('<img src="x"');
      expect(data.html).toContain("bad");
      expect(data.html).not.toMatch(/<script|onerror|javascript:/);
    }
  });

  it.each([
    "/api/blogs/00000000-0000-4000-8000-000000000000",
    "/api/blogs/no-such-post",
    "/api/blogs/slug/no-such-post",
    "/api/blogs/slug/%27%20or%201%3D1",
  ])("answers 404 for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Blog post not found" });
  });
});

describe("PUT /api/blogs/{id}", () => {
  it("changes the fields given, keeps the slug, author and creation time", async () => {
    const created = await create({ title: "Before", author: "Asha" });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${created.id}`,
      headers: auth,
      payload: { title: "After", excerpt: "New excerpt", content: "New **content**", tags: "x, y", featured: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Blog post updated",
      data: {
        title: "After",
        excerpt: "New excerpt",
        content: "New **content**",
        tags: ["x", "y"],
        featured: true,
        author: "Asha",
        slug: created.slug,
        createdAt: created.createdAt,
      },
    });
    const page = (await get(`/api/blogs/${created.id}`)).json().data;
    expect(page.html).toBe("<p>New <strong>content</strong></p>");
  });

  it("answers 404 for an unknown or malformed id, and 400 for bad input", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers: auth, payload: post() });
      expect(res.statusCode).toBe(404);
    }
    const created = await create();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${created.id}`,
      headers: auth,
      payload: post({ content: "" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ content: "Content is required" });
  });
});

describe("DELETE /api/blogs/{id}", () => {
  it("moves the post to the Trash, then the post is gone (the Trash: tests/api/blog-trash.test.ts)", async () => {
    const created = await create({ title: "To delete" });
    const res = await t.app.inject({ method: "DELETE", url: `/api/blogs/${created.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id: created.id },
      message: "Blog post moved to the Trash: it can be restored for 30 days",
    });
    expect((await get(`/api/blogs/${created.id}`)).statusCode).toBe(404);
    const again = await t.app.inject({ method: "DELETE", url: `/api/blogs/${created.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "DELETE", url: "/api/blogs/nope", headers: auth });
    expect(malformed.statusCode).toBe(404);
  });
});

describe("POST /api/blogs/preview", () => {
  it("renders Markdown with the page's renderer", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/blogs/preview",
      headers: auth,
      payload: { content: "Hello **world** <script>alert(1)</script>" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { html: "<p>Hello <strong>world</strong> </p>" } });
  });

  it("refuses content that is too long", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/blogs/preview",
      headers: auth,
      payload: { content: "x".repeat(100_001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.content).toBe("Content must be at most 1,00,000 characters");
  });
});

describe("GET /api/blogs: list, filters and paging", () => {
  let fresh: TestApp;
  let headers: { authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fresh = await createTestApp();
    headers = await signIn(fresh);
    const posts = [
      ["oldest", { title: "Tree planting 100% done", tags: ["Environment"], featured: false }],
      ["middle", { title: "School_library opens", tags: ["Education", "Library"], featured: true }],
      ["newest", { title: "Women's SHG meeting", tags: ["Women", "Education"], featured: false }],
    ] as const;
    // Known creation times, so the order does not depend on which millisecond each was created in.
    for (const [index, [name, overrides]] of posts.entries()) {
      const res = await fresh.app.inject({ method: "POST", url: "/api/blogs", headers, payload: post(overrides) });
      ids[name] = res.json().data.id;
      await fresh.database.db.execute(
        sql`update blogs set created_at = ${`2026-01-0${index + 1}T00:00:00Z`}::timestamptz where id = ${ids[name]}::uuid`,
      );
    }
  });
  afterAll(() => fresh.close());
  afterEach(() => vi.useRealTimers());

  const list = async (query = "") => {
    const res = await fresh.app.inject({ method: "GET", url: `/api/blogs${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; data: { id: string }[]; pagination?: unknown };
  };
  const names = (data: { id: string }[]) => data.map((p) => Object.keys(ids).find((name) => ids[name] === p.id));

  it("without parameters answers { success, data } with every post, newest first", async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(["data", "success"]);
    expect(names(body.data)).toEqual(["newest", "middle", "oldest"]);
  });

  it("searches titles, ignoring case, with % and _ taken literally", async () => {
    expect(names((await list("?q=SCHOOL")).data)).toEqual(["middle"]);
    expect(names((await list("?q=100%25")).data)).toEqual(["oldest"]);
    // "l_b" would match "lib" if _ were a wildcard.
    expect(names((await list("?q=l_b")).data)).toEqual([]);
    expect(names((await list("?q=l_library")).data)).toEqual(["middle"]);
    expect(names((await list("?q=nothing-like-this")).data)).toEqual([]);
  });

  it("filters by tag and by featured, and combines filters", async () => {
    expect(names((await list("?tag=Education")).data)).toEqual(["newest", "middle"]);
    expect(names((await list("?featured=true")).data)).toEqual(["middle"]);
    expect(names((await list("?featured=false&tag=Education")).data)).toEqual(["newest"]);
    expect(names((await list("?tag=Unknown")).data)).toEqual([]);
  });

  it("pages with totals", async () => {
    const first = await list("?limit=2");
    expect(names(first.data)).toEqual(["newest", "middle"]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = await list("?limit=2&page=2");
    expect(names(second.data)).toEqual(["oldest"]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const beyond = await list("?limit=2&page=9");
    expect(beyond.data).toEqual([]);
    expect((await list("?page=1")).pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 });
    expect((await list("?tag=Education&limit=1")).pagination).toMatchObject({ total: 2, totalPages: 2 });
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?limit=abc", "limit"],
    ["?page=0", "page"],
    ["?page=1.5", "page"],
    ["?featured=maybe", "featured"],
    [`?q=${"x".repeat(201)}`, "q"],
  ])("refuses %s with 400 naming the parameter", async (query, field) => {
    const res = await fresh.app.inject({ method: "GET", url: `/api/blogs${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it("the services give Home its 3 newest and the blog page its tags", async () => {
    const latest = await fresh.services.blogs.latest(3);
    expect(latest.map((p) => p.title)).toEqual([
      "Women's SHG meeting",
      "School_library opens",
      "Tree planting 100% done",
    ]);
    expect(latest[0]).toEqual({
      slug: expect.any(String),
      title: "Women's SHG meeting",
      excerpt: "Forty girls learned to bowl, bat and lead.",
      createdAt: "2026-01-03T00:00:00.000Z",
      publishedAt: expect.toSatisfy((value: unknown) => value === null || typeof value === "string"),
    });
    expect(await fresh.services.blogs.tags()).toEqual(["Education", "Environment", "Library", "Women"]);
  });

  it("the dashboard's list still answers every post", async () => {
    expect((await fresh.services.blogs.list()).map((p) => p.id)).toEqual([ids.newest, ids.middle, ids.oldest]);
  });
});

describe("POST /api/blogs/cover and the cover's life", () => {
  const uploadCover = async (data: Buffer, filename = "cover.jpg", headers = auth) => {
    const body = multipartBody({}, [{ field: "image", filename, contentType: "image/jpeg", data }]);
    return t.app.inject({
      method: "POST",
      url: "/api/blogs/cover",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const cover = async (label: string) => {
    const res = await uploadCover(await photoJpeg({ width: 1800, height: 900, label }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { image: string; thumbnail: string; width: number; height: number };
  };
  const status = async (url: string) => (await get(url)).statusCode;
  /** The AVIF file of a step, named after the large WebP. */
  const avif = (image: string, width: number) => image.replace(/-\d+\.webp$/, `-${width}.avif`);
  /** Every stored file of an image (found by its hash). */
  const filesOf = async (image: string) => {
    const hash = image.match(/\/([0-9a-f]{32})-\d+\.webp$/)?.[1] as string;
    expect(hash).toHaveLength(32);
    const keys: string[] = [];
    for await (const { key } of t.services.storage.list()) if (key.includes(hash)) keys.push(key);
    return keys.sort();
  };

  it("stores the image with its variants, without EXIF, and answers the large variant's URL", async () => {
    const res = await uploadCover(await phoneJpegWithGps({ width: 1200, height: 800 }));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe("Cover image uploaded");
    expect(data.image).toMatch(/^\/api\/images\/blog\/[0-9a-f]{32}-\d+\.webp$/);
    expect(data.thumbnail).toMatch(/^\/api\/images\/blog\/[0-9a-f]{32}-480\.webp$/);
    const image = await get(data.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
    // The two small steps in AVIF too, beside the WebP ones, each with its row (upright the
    // photo is 800 px wide, so its large step is its middle one).
    const hash = data.image.match(/([0-9a-f]{32})/)[1];
    expect(await filesOf(data.image)).toEqual(
      [".jpg", "-800.webp", "-480.webp", "-800.avif", "-480.avif"].map((end) => `blog/${hash}${end}`).sort(),
    );
    const rows = (await t.database.db.execute(
      sql`select key, content_type from stored_files where key like ${`blog/${hash}-%.avif`} order by key`,
    )) as unknown as { rows: { key: string; content_type: string }[] };
    expect(rows.rows).toEqual([
      { key: `blog/${hash}-480.avif`, content_type: "image/avif" },
      { key: `blog/${hash}-800.avif`, content_type: "image/avif" },
    ]);
    const small = await get(avif(data.image, 800));
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/avif");
    // A post can show it.
    const post = await create({ image: data.image });
    expect(post.image).toBe(data.image);
  });

  it("refuses a request without a file (400), a file that is not an image (415), and no token (401)", async () => {
    const empty = multipartBody({ note: "x" });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/blogs/cover",
      headers: { ...auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ image: "Please choose an image to upload" });
    const text = await uploadCover(Buffer.from("just text, not a picture"), "notes.jpg");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain("notes.jpg");
    const anonymous = await uploadCover(await photoJpeg(), "a.jpg", { authorization: "" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("removes the old cover when a post changes it, and the cover when the post is deleted for good", async () => {
    const first = await cover("first");
    const second = await cover("second");
    const created = await create({ image: first.image });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${created.id}`,
      headers: auth,
      payload: post({ image: second.image }),
    });
    expect(put.statusCode).toBe(200);
    expect(await status(first.image)).toBe(404);
    expect(await status(first.thumbnail)).toBe(404);
    expect(await filesOf(first.image)).toEqual([]);
    expect(await status(second.image)).toBe(200);
    expect(await status(avif(second.image, 480))).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/blogs/${created.id}`, headers: auth });
    // In the Trash the post keeps its cover, for a restore.
    expect(await status(second.image)).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/blog-trash/${created.id}`, headers: auth });
    expect(await status(second.image)).toBe(404);
    expect(await filesOf(second.image)).toEqual([]);
  });

  it("treats a picture inside a post's content like a cover", async () => {
    const picture = await cover("inline");
    const created = await create({ content: `Before\n\n![Children reading](${picture.image})` });
    const html = (await get(`/api/blogs/${created.id}`)).json().data.html;
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${avif(picture.image, 480)} 480w, ${avif(picture.image, 800)} 800w, ${picture.image} 1600w"`,
    );
    expect(html).toContain(`<img src="${picture.image}"`);
    await t.database.db.execute(
      sql`update stored_files set created_at = now() - interval '2 days' where key like 'blog/%'`,
    );
    await cover("trigger the clean-up");
    // Still shown in the content: kept.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await status(picture.image)).toBe(200);
    // Taken out of the content: removed.
    await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${created.id}`,
      headers: auth,
      payload: post({ content: "No picture now" }),
    });
    expect(await status(picture.image)).toBe(404);
    expect(await filesOf(picture.image)).toEqual([]);
  });

  it("keeps a cover another post still shows", async () => {
    const shared = await cover("shared");
    const one = await create({ image: shared.image });
    await create({ image: shared.image });
    await t.app.inject({ method: "DELETE", url: `/api/blogs/${one.id}`, headers: auth });
    const forGood = await t.app.inject({ method: "DELETE", url: `/api/blog-trash/${one.id}`, headers: auth });
    expect(forGood.statusCode).toBe(200);
    expect(await status(shared.image)).toBe(200);
  });

  it("removes covers uploaded more than a day ago that no post uses, on the next upload", async () => {
    const abandoned = await cover("abandoned");
    const used = await cover("used");
    await create({ image: used.image });
    await t.database.db.execute(
      sql`update stored_files set created_at = now() - interval '2 days' where key like 'blog/%'`,
    );
    await cover("next");
    await vi.waitFor(async () => expect(await filesOf(abandoned.image)).toEqual([]), { timeout: 10_000 });
    expect(await status(used.image)).toBe(200);
    expect(await status(avif(used.image, 800))).toBe(200);
  });
});

describe("every blog write route is admin-only", () => {
  it("is registered with the guard", () => {
    const writes = t.app.apiRoutes.filter(
      (r) => r.url.startsWith("/api/blog") && r.method !== "GET" && r.method !== "HEAD",
    );
    expect(writes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "DELETE /api/blog-trash/:id",
      "DELETE /api/blogs/:id",
      "POST /api/blog-trash/:id/restore",
      "POST /api/blogs",
      "POST /api/blogs/cover",
      "POST /api/blogs/preview",
      "PUT /api/blogs/:id",
    ]);
    expect(writes.every((r) => !r.public)).toBe(true);
  });
});
