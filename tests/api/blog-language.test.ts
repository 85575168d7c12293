/**
 * Each blog post's language (issue 22): English unless the admin chooses Hindi,
 * stored and answered by the API, any other value refused with a 400 naming the
 * field; posts written before the column existed become English; the Hindi blog
 * lists Hindi posts first (in the database's order, so pages stay consistent),
 * each language has its own RSS feed, and site search finds Hindi words.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResult } from "#common/schemas/search";
import { loader as blogPageLoader } from "~/routes/posts/blog";
import { loader as rssLoader } from "~/routes/posts/blog-rss";
import { blogs } from "../../server/db/schema.ts";
import { beforeMigration } from "../support/earlier-migrations.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

const LANGUAGE_INVALID = "language must be en (English) or hi (Hindi)";

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Village library opens",
  excerpt: "Two hundred books for the children of Kishanpur.",
  content: "The library opens every **Sunday**.",
  ...overrides,
});

describe("the language field of the blog API", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await signIn(t);
  });
  afterAll(() => t.close());

  const write = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, headers: auth, payload });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await write("POST", "/api/blogs", post(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; slug: string; language: string };
  };

  it("is English when a new post leaves it out", async () => {
    const english = await created();
    expect(english.language).toBe("en");
    expect((await t.app.inject({ method: "GET", url: `/api/blogs/${english.id}` })).json().data.language).toBe("en");
  });

  it("stores Hindi and answers it everywhere a post is answered", async () => {
    const hindi = await created({ title: "गाँव में पुस्तकालय खुला", language: "hi" });
    expect(hindi.language).toBe("hi");
    for (const url of [`/api/blogs/${hindi.id}`, `/api/blogs/slug/${encodeURIComponent(hindi.slug)}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.language).toBe("hi");
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/blogs?limit=100" })).json().data as {
      id: string;
      language: string;
    }[];
    expect(list.find((p) => p.id === hindi.id)?.language).toBe("hi");
    const [row] = await t.database.db
      .select({ language: blogs.language })
      .from(blogs)
      .where(sql`${blogs.id} = ${hindi.id}`);
    expect(row?.language).toBe("hi");
  });

  it("is kept by an update that leaves it out, and changed by one that gives it", async () => {
    const hindi = await created({ language: "hi" });
    const kept = await write("PUT", `/api/blogs/${hindi.id}`, post({ title: "Renamed" }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ title: "Renamed", language: "hi" });
    const changed = await write("PUT", `/api/blogs/${hindi.id}`, post({ language: "en" }));
    expect(changed.json().data.language).toBe("en");
  });

  it.each([["fr"], ["HI"], ["hi-IN"], [""], [1], [null], [["hi"]]])(
    "refuses language %o with 400 naming the field, on create and update",
    async (language) => {
      const refused = await write("POST", "/api/blogs", post({ language }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Validation errors.*language/);
      expect(refused.json().errors).toEqual({ language: LANGUAGE_INVALID });
      const existing = await created();
      const update = await write("PUT", `/api/blogs/${existing.id}`, post({ language }));
      expect(update.statusCode).toBe(400);
      expect(update.json().errors).toEqual({ language: LANGUAGE_INVALID });
    },
  );
});

describe("posts written before the language existed", () => {
  it("become English when the migration adds the column", async () => {
    await beforeMigration("_post-language", async (db, migrateTheRest) => {
      await db.execute(
        sql`insert into blogs (slug, title, excerpt, content, author) values ('old', 'Old post', 'Written long ago.', 'Text', 'Admin')`,
      );
      await migrateTheRest();
      expect((await db.execute(sql`select language from blogs where slug = 'old'`)).rows).toEqual([{ language: "en" }]);
    });
  });
});

describe("the blog list, feeds and search in each language", () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  /** Oldest first; each a day after the one before. */
  const posts = [
    ["e1", { title: "English one", language: "en" }],
    ["h1", { title: "हिन्दी पहली", language: "hi" }],
    ["e2", { title: "English two", language: "en" }],
    ["h2", { title: "हिन्दी दूसरी", language: "hi" }],
    ["e3", { title: "English three" }],
    ["hf", { title: "हिन्दी ख़ास", language: "hi", featured: true }],
    [
      "library",
      {
        title: "गाँव की नई किताबें",
        excerpt: "बच्चों के लिए दो सौ किताबें।",
        content: "हर रविवार को पुस्तकालय खुलता है। बच्चे **किताबें** घर ले जाते हैं और पढ़ते हैं: कहानियाँ।",
        language: "hi",
        featured: true,
      },
    ],
  ] as const;
  const name = (id: string) => Object.keys(ids).find((key) => ids[key] === id);
  const names = (rows: readonly { id?: string; slug?: string }[]) =>
    rows.map((row) => (row.id ? name(row.id) : Object.keys(ids).find((key) => slugs[key] === row.slug)));
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const headers = await signIn(t);
    for (const [index, [key, overrides]] of posts.entries()) {
      const res = await t.app.inject({ method: "POST", url: "/api/blogs", headers, payload: post(overrides) });
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = res.json().data.id;
      slugs[key] = res.json().data.slug;
      // Known creation times, so the order does not depend on the millisecond each was created in.
      await t.database.db.execute(
        sql`update blogs set created_at = ${`2026-01-0${index + 1}T00:00:00Z`}::timestamptz where id = ${ids[key]}::uuid`,
      );
    }
    // A Hindi draft is in no list, feed or search.
    await t.database.db.insert(blogs).values({
      slug: "draft",
      title: "मसौदा पुस्तकालय",
      excerpt: "-",
      content: "पुस्तकालय",
      author: "A",
      language: "hi",
      published: false,
    });
  });
  afterAll(() => t.close());

  it("lists newest first as before, Hindi posts first when asked, and pages that order", async () => {
    const { blogs: service } = t.services;
    expect(names((await service.search({ featured: "false" })).items)).toEqual(["e3", "h2", "e2", "h1", "e1"]);
    expect(names((await service.search({ featured: "false", first: "hi" })).items)).toEqual([
      "h2",
      "h1",
      "e3",
      "e2",
      "e1",
    ]);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const result = await service.search({ first: "hi", page, limit: 3 });
      expect(result.total).toBe(7);
      pages.push(names(result.items));
    }
    expect(pages).toEqual([["library", "hf", "h2"], ["h1", "e3", "e2"], ["e1"]]);
    expect(names((await service.search({ language: "hi" })).items)).toEqual(["library", "hf", "h2", "h1"]);
    expect(names((await service.search({ language: "en" })).items)).toEqual(["e3", "e2", "e1"]);
  });

  const context = () =>
    ({
      services: t.services,
      origin: "https://example.org",
      log: { error: () => {} } as unknown as FastifyBaseLogger,
    }) as unknown as AppLoadContext;
  const loaderArgs = (url: string) =>
    ({ request: new Request(`https://example.org${url}`), params: {}, context: context() }) as unknown as Parameters<
      typeof blogPageLoader
    >[0];

  it("the Hindi blog page lists Hindi posts first; the English one keeps its order", async () => {
    type Listing = { featured: { slug: string; language: string }[]; posts: { slug: string; language: string }[] };
    const hindi = (await blogPageLoader(loaderArgs("/hi/blog"))) as Listing;
    expect(names(hindi.featured)).toEqual(["library", "hf"]);
    expect(names(hindi.posts)).toEqual(["h2", "h1", "e3", "e2", "e1"]);
    expect(hindi.posts.map((p) => p.language)).toEqual(["hi", "hi", "en", "en", "en"]);
    const english = (await blogPageLoader(loaderArgs("/blog"))) as Listing;
    expect(names(english.posts)).toEqual(["e3", "h2", "e2", "h1", "e1"]);
  });

  it("each feed lists its own language's posts", async () => {
    const feed = async (url: string) => {
      const response = (await rssLoader(loaderArgs(url) as unknown as Parameters<typeof rssLoader>[0])) as Response;
      expect(response.status).toBe(200);
      return response.text();
    };
    const titles = (xml: string) => [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
    const english = await feed("/blog/rss.xml");
    expect(titles(english)).toEqual(["English three", "English two", "English one"]);
    expect(english).toContain("<language>en-in</language>");
    const hindi = await feed("/hi/blog/rss.xml");
    expect(titles(hindi)).toEqual(["गाँव की नई किताबें", "हिन्दी ख़ास", "हिन्दी दूसरी", "हिन्दी पहली"]);
    expect(hindi).toContain("<language>hi-in</language>");
    expect(hindi).toContain(`https://example.org/hi/blog/${encodeURIComponent(slugs.library ?? "")}`);
  });

  it("site search finds a Hindi word in a Hindi post's content, whole or as it is typed", async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as SearchResult;
    };
    // Whole, as it is typed (a prefix), with vowel signs and nasal marks, and before a danda (।).
    for (const q of ["पुस्तकालय", "पुस्तका", "किताबें", "कहानियाँ"]) {
      const posts = (await search(q)).groups.find((group) => group.kind === "post");
      expect(
        posts?.hits.map((hit) => hit.title),
        q,
      ).toEqual(["गाँव की नई किताबें"]);
    }
    const hit = (await search("पुस्तकालय")).groups.find((group) => group.kind === "post")?.hits[0];
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(["पुस्तकालय"]);
  });
});
