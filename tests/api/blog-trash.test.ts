/**
 * The blog's Trash (issue 43): DELETE moves a post there, which takes it out of
 * every public place at once (past the response cache: through a real socket) and
 * out of the admin's list; the Trash lists it with the day it goes for good;
 * Restore brings it back as it was; Delete forever and the 30-day purge (at start
 * and by the server's own timer, with the clock moved by dating the deletion back)
 * delete it with its pictures.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { createServices } from "../../server/services/index.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, jsonCaller, listenOnLoopback, signIn, type TestApp } from "../support/test-app.ts";
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

interface Post {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  deletedAt?: string;
  purgeAt?: string;
}

const call = jsonCaller<{ data: Post & Post[]; message?: string }>(
  () => base,
  () => auth,
);
const anonymous = (path: string) => call("GET", path, undefined, {});

async function createPost(title: string, extra: object = {}): Promise<Post> {
  const created = await call("POST", "/api/blogs", {
    title,
    excerpt: "Zanskartrash stories from the field.",
    content: "Written in the village.",
    tags: ["Trashtag"],
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}
const titles = (posts: Post[]) => posts.map((post) => post.title);

/** Every public place a visitor (or a crawler) finds a post in, as the pages' loaders read them. */
async function publicPlaces(post: Post) {
  const { blogs } = t.services;
  return {
    list: titles((await anonymous("/api/blogs")).body.data).includes(post.title),
    byId: (await anonymous(`/api/blogs/${post.id}`)).status,
    bySlug: (await anonymous(`/api/blogs/slug/${post.slug}`)).status,
    search: JSON.stringify((await anonymous("/api/search?q=zanskartrash")).body).includes(post.title),
    feed: (await blogs.search({ page: 1, limit: 20, language: "en" })).items.some((p) => p.id === post.id),
    sitemap: (await blogs.sitemapEntries()).some((entry) => entry.slug === post.slug),
    home: (await blogs.latest(3)).some((p) => p.slug === post.slug),
    tags: (await blogs.tags()).includes("Trashtag"),
  };
}
const everywhere = {
  list: true,
  byId: 200,
  bySlug: 200,
  search: true,
  feed: true,
  sitemap: true,
  home: true,
  tags: true,
};
const nowhere = {
  list: false,
  byId: 404,
  bySlug: 404,
  search: false,
  feed: false,
  sitemap: false,
  home: false,
  tags: false,
};

describe("moving a post to the Trash and back", () => {
  it("hides it from every public place and the admin's list at once, and Restore brings it back as it was", async () => {
    const post = await createPost("Trash then restore");
    expect(await publicPlaces(post)).toEqual(everywhere);

    const moved = await call("DELETE", `/api/blogs/${post.id}`);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe("Blog post moved to the Trash: it can be restored for 30 days");
    expect(await publicPlaces(post)).toEqual(nowhere);
    // The admin's list, editor and preview do not have it either; it cannot be changed.
    expect(titles((await call("GET", "/api/blogs")).body.data)).not.toContain(post.title);
    expect((await call("GET", `/api/blogs/${post.id}`)).status).toBe(404);
    const edit = await call("PUT", `/api/blogs/${post.id}`, { title: "Changed in the Trash", published: false });
    expect(edit.status).toBe(404);
    expect((await call("DELETE", `/api/blogs/${post.id}`)).status).toBe(404);

    // The Trash lists it with the day it goes for good, 30 days on.
    const trash = await call("GET", "/api/blog-trash");
    expect(trash.status).toBe(200);
    const listed = trash.body.data.find((p) => p.id === post.id);
    expect(listed).toMatchObject({ title: post.title, slug: post.slug, published: true });
    expect(Date.parse(listed?.purgeAt ?? "") - Date.parse(listed?.deletedAt ?? "")).toBe(30 * 86_400_000);
    expect(Math.abs(Date.parse(listed?.deletedAt ?? "") - Date.now())).toBeLessThan(60_000);

    const restored = await call("POST", `/api/blog-trash/${post.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('"Trash then restore" is restored, as it was before it was deleted');
    expect(restored.body.data).toMatchObject({ id: post.id, slug: post.slug, published: true });
    expect(await publicPlaces(post)).toEqual(everywhere);
    expect(titles((await call("GET", "/api/blog-trash")).body.data)).not.toContain(post.title);
  });

  it("restores a draft as a draft", async () => {
    const draft = await createPost("Draft in the Trash", { published: false });
    await call("DELETE", `/api/blogs/${draft.id}`);
    const restored = await call("POST", `/api/blog-trash/${draft.id}/restore`);
    expect(restored.body.data.published).toBe(false);
    expect((await anonymous(`/api/blogs/${draft.id}`)).status).toBe(404);
    expect(titles((await call("GET", "/api/blogs")).body.data)).toContain("Draft in the Trash");
  });

  it("answers 404 for a post that is not in the Trash, and 401 without the admin's token", async () => {
    const post = await createPost("Not in the Trash");
    for (const [method, path] of [
      ["POST", `/api/blog-trash/${post.id}/restore`],
      ["DELETE", `/api/blog-trash/${post.id}`],
      ["POST", "/api/blog-trash/00000000-0000-4000-8000-000000000000/restore"],
      ["DELETE", "/api/blog-trash/not-a-uuid"],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("This post is not in the Trash");
    }
    await call("DELETE", `/api/blogs/${post.id}`);
    for (const [method, path] of [
      ["GET", "/api/blog-trash"],
      ["POST", `/api/blog-trash/${post.id}/restore`],
      ["DELETE", `/api/blog-trash/${post.id}`],
    ] as const) {
      expect((await call(method, path, undefined, {})).status, `${method} ${path}`).toBe(401);
    }
    expect(titles((await call("GET", "/api/blog-trash")).body.data)).toContain("Not in the Trash");
  });
});

describe("deleting for good", () => {
  const uploadCover = async (label: string) => {
    const body = multipartBody({}, [
      { field: "image", filename: "cover.jpg", contentType: "image/jpeg", data: await photoJpeg({ label }) },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/blogs/cover",
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.image as string;
  };
  const imageStatus = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

  it("Delete forever removes the post and its pictures", async () => {
    const image = await uploadCover("forever");
    const post = await createPost("Delete me forever", { image });
    await call("DELETE", `/api/blogs/${post.id}`);
    expect(await imageStatus(image)).toBe(200);
    const gone = await call("DELETE", `/api/blog-trash/${post.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('"Delete me forever" is deleted for good');
    expect(await imageStatus(image)).toBe(404);
    expect(titles((await call("GET", "/api/blog-trash")).body.data)).not.toContain("Delete me forever");
    expect((await call("POST", `/api/blog-trash/${post.id}/restore`)).status).toBe(404);
  });

  it("deletes posts in the Trash for more than 30 days, with their pictures, and keeps the others", async () => {
    const image = await uploadCover("expired");
    const expired = await createPost("Trashed 31 days ago", { image });
    const recent = await createPost("Trashed 29 days ago");
    for (const post of [expired, recent]) await call("DELETE", `/api/blogs/${post.id}`);
    // The clock moved: the deletions dated back, by the database's clock (which decides).
    await t.database.db.execute(
      sql`update blogs set deleted_at = now() - interval '31 days' where id = ${expired.id}::uuid`,
    );
    await t.database.db.execute(
      sql`update blogs set deleted_at = now() - interval '29 days' where id = ${recent.id}::uuid`,
    );

    expect(await t.services.blogs.purgeTrash()).toBe(1);
    const trash = titles((await call("GET", "/api/blog-trash")).body.data);
    expect(trash).not.toContain("Trashed 31 days ago");
    expect(trash).toContain("Trashed 29 days ago");
    expect(await imageStatus(image)).toBe(404);
    expect((await call("POST", `/api/blog-trash/${expired.id}/restore`)).status).toBe(404);
  });

  it("empties the Trash when the server starts", async () => {
    const post = await createPost("Trashed before a restart");
    await call("DELETE", `/api/blogs/${post.id}`);
    await t.database.db.execute(
      sql`update blogs set deleted_at = now() - interval '40 days' where id = ${post.id}::uuid`,
    );
    // Another server on the same database: its start empties the Trash before it answers.
    const services = createServices({ config: t.services.config, database: t.database });
    const app = await buildApp({ services });
    try {
      await app.ready();
      const trash = await app.inject({ method: "GET", url: "/api/blog-trash", headers: auth });
      expect(titles(trash.json().data)).not.toContain("Trashed before a restart");
    } finally {
      await app.close();
      await services.close();
    }
  });
});
