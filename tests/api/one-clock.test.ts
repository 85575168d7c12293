/**
 * One clock (issue 44, decision 066): across midnight in India, what a person reads
 * is the day on the site's clock (SITE_TIME_ZONE, Asia/Kolkata), never UTC's. A post
 * published at 19:00 UTC on 1 March went public at 00:30 on 2 March in India: the
 * blog's cards, the post's page and Home's Latest Updates date it 2 March, and so
 * does the RSS feed's publishing time; a photo taken then is dated 2 March on
 * /Gallery, as the admin dates it; and the footer's © turns to the new year at
 * midnight in India, not at 05:30.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDate } from "#common/site-clock";
import { formatDisplayDate } from "~/lib/format-date";
import { loader as rootLoader } from "~/root";
import { loader as galleryLoader } from "~/routes/gallery";
import { loader as homeLoader } from "~/routes/home";
import { loader as blogLoader } from "~/routes/posts/blog";
import { loader as blogPostLoader } from "~/routes/posts/blog-post";
import { loader as rssLoader } from "~/routes/posts/blog-rss";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

const INDIA = "Asia/Kolkata";
/** 00:30 on 2 March in India. */
const AFTER_MIDNIGHT = "2026-03-01T19:00:00.000Z";

let t: TestApp;
let auth: { authorization: string };
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ SITE_TIME_ZONE: INDIA });
  auth = await signIn(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/blogs",
    headers: auth,
    payload: { title: "Night school opens", excerpt: "Lessons after the harvest.", content: "Every evening." },
  });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json().data as { id: string; slug: string };
  slug = post.slug;
  // Written the day before, published just after midnight in India.
  await t.database.db.execute(
    sql`update blogs set created_at = '2026-02-28T10:00:00Z', published_at = ${AFTER_MIDNIGHT} where id = ${post.id}`,
  );
});
afterAll(() => t.close());

const context = () =>
  ({
    services: t.services,
    origin: "https://example.org",
    log: { error: () => {} } as unknown as FastifyBaseLogger,
  }) as unknown as AppLoadContext;
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`https://example.org${url}`), params, context: context() }) as never;

describe("dates across midnight in India", () => {
  it("runs on the site's clock, India's", () => {
    expect(t.services.config.site.timeZone).toBe(INDIA);
  });

  it("the blog's cards date the post 2 Mar 2026", async () => {
    const { posts, featured } = (await blogLoader(args("/blog"))) as { posts: Card[]; featured: Card[] };
    const card = [...posts, ...featured].find((post) => post.slug === slug);
    expect(card?.publishedOn).toBe("2026-03-02");
    expect(formatDisplayDate(card?.publishedOn ?? "")).toBe("2 Mar 2026");
    expect(formatDisplayDate(card?.publishedOn ?? "", "hi")).toBe("2 मार्च 2026");
  });

  it("the post's page dates it 2 Mar 2026, and states the publishing instant", async () => {
    const { post } = (await blogPostLoader(args(`/blog/${slug}`, { slug }))) as {
      post: { publishedOn: string; publishedAt: string };
    };
    expect(post.publishedOn).toBe("2026-03-02");
    expect(post.publishedAt).toBe(AFTER_MIDNIGHT);
  });

  it("Home's Latest Updates date it 2 Mar 2026", async () => {
    const { latestPosts } = (await homeLoader(args("/"))) as unknown as { latestPosts: Card[] };
    expect(latestPosts.find((post) => post.slug === slug)?.publishedOn).toBe("2026-03-02");
  });

  it("the RSS feed gives the time it was published, not written", async () => {
    const feed = await (await rssLoader(args("/blog/rss.xml"))).text();
    expect(feed).toContain(`<pubDate>${new Date(AFTER_MIDNIGHT).toUTCString()}</pubDate>`);
    expect(feed).not.toContain("Sat, 28 Feb 2026");
  });

  it("/Gallery dates a photo taken at 00:30 in India on that day, as the admin does", async () => {
    const { payload, headers } = multipartBody({ title: "Night class", date: AFTER_MIDNIGHT }, [
      { field: "images", filename: "night.jpg", contentType: "image/jpeg", data: await photoJpeg() },
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/gallery", payload, headers: { ...headers, ...auth } });
    expect(res.statusCode, res.body).toBe(201);
    const { items } = (await galleryLoader(args("/Gallery"))) as { items: { title: string; date: string }[] };
    const item = items.find((found) => found.title === "Night class");
    expect(item?.date).toBe("2026-03-02");
    expect(formatDisplayDate(item?.date ?? "")).toBe("2 Mar 2026");
    // The admin's gallery list prints the stored time with the site's clock (useSiteTime).
    expect(formatDate(res.json().data.date, INDIA)).toBe("2 Mar 2026");
  });

  it("the footer's © is the new year from midnight in India", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-31T18:29:00Z"));
      expect(((await rootLoader(args("/"))) as { year: string }).year).toBe("2026");
      vi.setSystemTime(new Date("2026-12-31T18:31:00Z"));
      expect(((await rootLoader(args("/"))) as { year: string }).year).toBe("2027");
    } finally {
      vi.useRealTimers();
    }
  });
});

type Card = { slug: string; publishedOn: string };
