/**
 * GET /api/search: posts, gallery items and the content pages found by the
 * database's full-text search, snippets with the matched words marked, the
 * cache dropped when a post changes, bad input refused with a 400, the same
 * results on PGlite and PostgreSQL, and the rows the build once wrote deleted.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchMessages } from "#common/messages/search";
import type { SearchResult } from "#common/schemas/search";
import { blogs } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { beforeMigration } from "../support/earlier-migrations.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

const posts = [
  {
    title: "Monsoon library on wheels",
    excerpt: "A bus full of books reaches twelve villages.",
    content:
      "## Route\n\nThe **bookmobile** stops at Kishanganj every Tuesday. Children borrow [two books](/blog) each.",
    tags: ["Reading", "Bihar"],
  },
  {
    title: "Scholarship results 2026",
    excerpt: "Ninety girls get a full scholarship.",
    content: "The scholarship covers fees and travel. शिक्षा सबके लिए।",
    tags: ["Scholarships"],
  },
];

/** A fresh app with the same posts, gallery item and content pages. */
async function seeded(driver?: "pglite" | "postgres"): Promise<TestApp> {
  const t = await createTestApp({}, driver ? { driver } : {});
  const auth = await adminAuth(t);
  for (const post of posts) {
    const res = await t.app.inject({ method: "POST", url: "/api/blogs", headers: auth, payload: post });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The API publishes every post it creates; a draft can only come from the database.
  await t.database.db.insert(blogs).values({
    slug: "draft",
    title: "A draft about the zyxwvut plan",
    excerpt: "Not yet public.",
    content: "zyxwvut appears only in this unpublished draft.",
    author: "Admin",
    published: false,
  });
  const { payload, headers } = multipartBody(
    {
      title: "Plantation drive",
      description: "Students planted neem saplings along the canal in Quxalpur.",
      location: "Sitapur, Uttar Pradesh",
      category: "environment",
    },
    [{ field: "images", filename: "drive.jpg", contentType: "image/jpeg", data: await photoJpeg() }],
  );
  const upload = await t.app.inject({ method: "POST", url: "/api/gallery", payload, headers: { ...headers, ...auth } });
  expect(upload.statusCode, upload.body).toBe(201);
  return t;
}

async function search(t: TestApp, query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SearchResult;
}

const highlighted = (result: SearchResult) =>
  result.groups.flatMap((g) => g.hits.flatMap((h) => h.snippet.filter((p) => p.match).map((p) => p.text)));

describe("GET /api/search", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seeded();
  });
  afterAll(() => t.close());

  it("finds a word that is only in a post's body, with the word marked in the snippet", async () => {
    const result = await search(t, "q=kishanganj");
    expect(result.total).toBe(1);
    expect(result.groups).toHaveLength(1);
    const [group] = result.groups;
    expect(group?.kind).toBe("post");
    expect(group?.hits[0]?.title).toBe("Monsoon library on wheels");
    expect(group?.hits[0]?.url).toBe("/blog/monsoon-library-on-wheels");
    expect(highlighted(result)).toEqual(["Kishanganj"]);
    // Markdown's markup and link targets are not part of the snippet.
    const text = group?.hits[0]?.snippet.map((p) => p.text).join("") ?? "";
    expect(text).not.toMatch(/\*\*|\]\(/);
  });

  it("finds a gallery item by its description and a page by its content module's text", async () => {
    const gallery = await search(t, "q=Quxalpur");
    expect(gallery.groups.map((g) => g.kind)).toEqual(["gallery"]);
    expect(gallery.groups[0]?.hits[0]).toMatchObject({ title: "Plantation drive", url: "/Gallery?q=Plantation drive" });

    // A programme name that only the Education page's content module holds.
    const page = await search(t, "q=Nutritious snack");
    expect(page.groups[0]?.kind).toBe("page");
    expect(page.groups[0]?.hits[0]).toMatchObject({ title: "Education Initiatives", url: "/Education" });
    expect(highlighted(page).map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(["nutritious", "snack"]));
  });

  it("finds FAQs and openings as their own kinds, and matches the last word as a prefix", async () => {
    const result = await search(t, "q=full-stack developer");
    expect(result.groups.find((g) => g.kind === "opening")?.hits[0]?.title).toBe(
      "Full-Stack Developer (Tech for Good)",
    );
    const faq = await search(t, "q=tax receipt");
    expect(faq.groups.find((g) => g.kind === "faq")?.hits[0]?.url).toBe("/FAQs");
    const prefix = await search(t, "q=schola");
    expect(prefix.groups.find((g) => g.kind === "post")?.hits[0]?.title).toBe("Scholarship results 2026");
  });

  it("looks in the Hindi pages from a Hindi page: शिक्षा finds /hi/Education by its Hindi title", async () => {
    const hindi = await search(t, `q=${encodeURIComponent("शिक्षा")}&language=hi&type=page&limit=50`);
    const education = hindi.groups[0]?.hits.find((hit) => hit.url === "/hi/Education");
    expect(education?.title).toBe("शिक्षा की पहल");
    expect(hindi.groups[0]?.hits.every((hit) => hit.url.startsWith("/hi"))).toBe(true);
    // English pages hold no Hindi word, and an English search finds no Hindi page.
    const english = await search(t, `q=${encodeURIComponent("शिक्षा")}&type=page`);
    expect(english.total === 0 || english.groups.every((group) => group.kind !== "page")).toBe(true);
    const faq = await search(t, `q=${encodeURIComponent("दान")}&language=hi&type=faq`);
    expect(faq.groups[0]?.hits[0]?.url).toBe("/hi/FAQs");
    const bad = await t.app.inject({ method: "GET", url: "/api/search?q=x&language=fr" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toBe("language must be en or hi");
  });

  it("finds Hindi words, never unpublished posts, and nothing for nonsense", async () => {
    expect((await search(t, `q=${encodeURIComponent("शिक्षा")}`)).groups[0]?.hits[0]?.title).toBe(
      "Scholarship results 2026",
    );
    expect((await search(t, "q=zyxwvut")).total).toBe(0);
    expect((await search(t, "q=qwertyuiopasdf")).groups).toEqual([]);
  });

  it("filters by type and pages through one kind", async () => {
    const all = await search(t, "q=education");
    expect(all.groups.length).toBeGreaterThan(1);
    const pagesOnly = await search(t, "q=education&type=page&limit=2");
    expect(pagesOnly.groups.map((g) => g.kind)).toEqual(["page"]);
    expect(pagesOnly.groups[0]?.hits).toHaveLength(2);
    const second = await search(t, "q=education&type=page&limit=2&page=2");
    expect(second.page).toBe(2);
    expect(second.groups[0]?.hits[0]?.url).not.toBe(pagesOnly.groups[0]?.hits[0]?.url);
  });

  it("answers from the cache, and a new post shows at once", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/search?q=velodrome" });
    expect(first.json().data.total).toBe(0);
    expect(first.headers["cache-control"]).toMatch(/public/);
    const auth = await adminAuth(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: auth,
      payload: { title: "Cycling to school", excerpt: "A new velodrome.", content: "Bikes.", tags: [] },
    });
    expect(created.statusCode).toBe(201);
    expect((await search(t, "q=velodrome")).total).toBe(1);
  });

  it.each([
    ["", searchMessages.validation.queryRequired],
    ["q=", searchMessages.validation.queryRequired],
    ["q=%20%20", searchMessages.validation.queryRequired],
    [`q=${"a".repeat(201)}`, searchMessages.validation.queryTooLong(200)],
    ["q=school&type=people", searchMessages.validation.typeInvalid],
    ["q=school&limit=0", searchMessages.validation.limitInvalid(50)],
    ["q=school&limit=51", searchMessages.validation.limitInvalid(50)],
  ])("refuses ?%s with a 400 and a message", async (query, message) => {
    const res = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it("refuses a NUL byte, and survives web-search syntax and punctuation", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/search?q=a%00b" })).statusCode).toBe(400);
    for (const q of ['"unclosed quote', "-", "or", "!!! ???", "a & b | c", "a:* b", "'; drop table blogs; --", "(("]) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
  });
});

/** Post URLs end with a time-based suffix that differs between the two apps. */
const withoutSlugSuffix = (result: SearchResult) => ({
  ...result,
  groups: result.groups.map((g) => ({
    ...g,
    hits: g.hits.map((h) => ({ ...h, url: h.kind === "post" ? h.url.slice(0, h.url.lastIndexOf("-")) : h.url })),
  })),
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_DB_DRIVER !== "postgres")(
  "the same results on PGlite and PostgreSQL",
  () => {
    let apps: TestApp[] = [];
    beforeAll(async () => {
      apps = [await seeded("pglite"), await seeded("postgres")];
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it.each([
      "q=education",
      "q=educ",
      "q=scholarship",
      "q=women -livelihood",
      `q=${encodeURIComponent("शिक्षा")}`,
      "q=education&type=page&limit=3&page=2",
    ])("%s: the same hits, snippets and counts", async (query) => {
      const [onPglite, onPostgres] = await Promise.all(
        apps.map(async (app) => withoutSlugSuffix(await search(app, query))),
      );
      expect(onPglite?.total).toBeGreaterThan(0);
      expect(onPostgres).toEqual(onPglite);
    });

    // With two words or a phrase, PostgreSQL 15's ts_headline chooses other
    // fragments (and marks a phrase's words where they stand alone); 16 changed
    // that, and PGlite is newer. The hits, their order and the counts agree; each
    // page's snippet still marks a word the visitor typed.
    it.each(["q=Bihar volunteer", "q=plantation drive", 'q="learning centres"'])(
      "%s: the same hits in the same order, each page's snippet marking a word asked for",
      async (query) => {
        const words = decodeURIComponent(query.slice(2)).replaceAll('"', "").toLowerCase().split(" ");
        const [onPglite, onPostgres] = await Promise.all(
          apps.map(async (app) => {
            const result = withoutSlugSuffix(await search(app, query));
            // A page's snippet comes from the text the words were found in (a photo's may match on its title alone).
            for (const hit of result.groups.flatMap((g) => g.hits).filter((h) => h.kind === "page")) {
              const marked = hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
              expect(
                marked.some((text) => words.some((word) => text.startsWith(word))),
                hit.url,
              ).toBe(true);
            }
            return {
              ...result,
              groups: result.groups.map((g) => ({ ...g, hits: g.hits.map(({ snippet: _, ...hit }) => hit) })),
            };
          }),
        );
        expect(onPglite?.total).toBeGreaterThan(0);
        expect(onPostgres).toEqual(onPglite);
      },
    );
  },
);

describe("the rows the build wrote for the pages whose text was in the code", () => {
  it("are deleted by migration 0013 (every page is indexed from its document), the staff's kept", async () => {
    const keys = ["page:/", "hi:page:/", "edited-page:/Education", "hi:edited-page:/", "faq:how-donate", "opening:x"];
    await beforeMigration("_build-search-rows", async (db, migrateTheRest) => {
      for (const key of keys) {
        await db.execute(
          sql`insert into content_search (key, kind, title, url, body) values (${key}, 'page', 'Title', '/', 'Body')`,
        );
      }
      await migrateTheRest();
      const rows = (await db.execute(sql`select key from content_search order by key`)).rows as { key: string }[];
      expect(rows.map((row) => row.key)).toEqual([
        "edited-page:/Education",
        "faq:how-donate",
        "hi:edited-page:/",
        "opening:x",
      ]);
    });
  });
});
