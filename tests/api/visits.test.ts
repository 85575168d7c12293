/**
 * Page views and Core Web Vitals (issue 46, decision 099): the beacons' limits and
 * refusals, what is not counted (DNT, Global Privacy Control, bots, unknown pages),
 * the batches written by a flush, and two instances on one database adding up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitsView } from "#common/schemas/visits";
import { siteDay } from "#common/site-clock";
import { buildApp } from "../../server/app.ts";
import { pageViews } from "../../server/db/schema.ts";
import { createServices } from "../../server/services/index.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

/** A phone's browser: isbot lets it through. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let t: TestApp;
let auth: { authorization: string };
let postSlug: string;

beforeAll(async () => {
  t = await createTestApp({ VISITS_MAX_PER_CLIENT: "40" });
  auth = await signIn(t);
  const post = await t.app.inject({
    method: "POST",
    url: "/api/blogs",
    headers: auth,
    payload: { title: "Girls' cricket camp", excerpt: "Forty girls learned to bowl.", content: "It rained." },
  });
  postSlug = post.json().data.slug;
});
afterAll(() => t.close());

let address = 0;
/** Each beacon from an address of its own unless told, so the per-client limit is only met where meant. */
const send = (
  url: string,
  payload: unknown,
  { headers = {}, from }: { headers?: Record<string, string>; from?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { "user-agent": PHONE, ...headers },
    remoteAddress: from ?? `100.64.1.${(address++ % 250) + 1}`,
  });
/** A page view beacon's body as it is, with this content type. */
const sendAs = (contentType: string, payload: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/visits",
    headers: { "user-agent": PHONE, "content-type": contentType },
    payload,
  });
const view = (path: string, options?: Parameters<typeof send>[2]) => send("/api/visits", { path }, options);
const month = async (app = t.app): Promise<VisitsView> => {
  const res = await app.inject({ url: "/api/visits", headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const viewsOf = (data: VisitsView, path: string) => data.pages.find((page) => page.path === path);

describe("a page view beacon", () => {
  it("counts a page the site serves, in its language, and shows it once flushed", async () => {
    for (const path of ["/Education", "/Education", "/hi/Education", "/", "/hi", `/blog/${postSlug}`]) {
      const res = await view(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(204);
      expect(res.body).toBe("");
    }
    // Nothing written yet: the counts wait in memory for the flush.
    expect(await t.services.database.db.select().from(pageViews)).toEqual([]);
    expect(t.services.visits.pending()).toBeGreaterThan(0);

    const data = await month();
    expect(t.services.visits.pending()).toBe(0);
    expect(viewsOf(data, "/Education")).toEqual({ path: "/Education", title: "Education", views: 3, hindiViews: 1 });
    expect(viewsOf(data, "/")).toMatchObject({ title: "Home", views: 2, hindiViews: 1 });
    expect(viewsOf(data, `/blog/${postSlug}`)).toMatchObject({ title: "Girls' cricket camp", views: 1 });
    const today = siteDay(new Date(), t.services.config.site.timeZone);
    expect(data.days.find((day) => day.day === today)?.views).toBe(data.total);
    expect(data.month).toBe(today.slice(0, 7));
  });

  it("refuses a path no page has with 404 and a clear message: the admin area, a made-up post, a file", async () => {
    for (const path of [
      "/admin",
      "/admin/blogs",
      "/blog/no-such-post",
      "/forms/not-a-form",
      "/favicon.ico",
      "/hi/nope",
    ]) {
      const res = await view(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: `No page of this site is counted at ${path}` });
    }
  });

  it.each([
    ["no body", undefined],
    ["a query", { path: "/Education?q=x" }],
    ["no leading slash", { path: "Education" }],
    ["another field", { path: "/Education", visitor: "abc" }],
    ["a number", { path: 5 }],
    ["a long path", { path: `/${"a".repeat(400)}` }],
  ])("refuses %s with 400, never 500", async (_what, payload) => {
    const res = await sendAs("application/json", payload === undefined ? "" : JSON.stringify(payload));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("takes JSON sent as text/plain, as a browser's sendBeacon sends a string", async () => {
    const res = await sendAs("text/plain;charset=UTF-8", JSON.stringify({ path: "/Mentors" }));
    expect(res.statusCode, res.body).toBe(204);
    expect(viewsOf(await month(), "/Mentors")?.views).toBe(1);
    expect((await sendAs("text/plain", "path=/Mentors")).statusCode).toBe(400);
  });

  it("refuses a body over 1 KB with 413, and a form body with 415", async () => {
    const big = await view(`/${"x".repeat(2000)}`);
    expect(big.statusCode).toBe(413);
    expect((await sendAs("application/x-www-form-urlencoded", "path=/Education")).statusCode).toBe(415);
  });

  it("counts nothing from a browser sending DNT or Sec-GPC, nor from a bot or no browser at all", async () => {
    const before = viewsOf(await month(), "/Reach")?.views ?? 0;
    const asked: Record<string, string>[] = [
      { dnt: "1" },
      { "sec-gpc": "1" },
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    ];
    for (const headers of asked) {
      expect((await view("/Reach", { headers })).statusCode).toBe(204);
    }
    const none = await t.app.inject({ method: "POST", url: "/api/visits", payload: { path: "/Reach" } });
    expect(none.statusCode).toBe(204);
    expect(viewsOf(await month(), "/Reach")?.views ?? 0).toBe(before);
    // The same browser without them is counted.
    expect((await view("/Reach")).statusCode).toBe(204);
    expect(viewsOf(await month(), "/Reach")?.views).toBe(before + 1);
  });

  it("limits one client address (VISITS_MAX_PER_CLIENT) with 429 and Retry-After", async () => {
    const from = "100.64.9.9";
    for (let i = 0; i < 40; i++) expect((await view("/Livelihood", { from })).statusCode).toBe(204);
    const refused = await view("/Livelihood", { from });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not refused.
    expect((await view("/Livelihood")).statusCode).toBe(204);
  });
});

describe("a vitals beacon", () => {
  it("keeps each measurement in its bucket and shows the 75th percentile with Google's rating", async () => {
    // Four loads of /Fellowship: LCP 1.1, 1.9, 2.3 and 5 s; INP 80 ms twice; CLS 0 and 0.3.
    const loads = [{ LCP: 1100, INP: 80, CLS: 0 }, { LCP: 1900, INP: 80 }, { LCP: 2300, CLS: 0.3 }, { LCP: 5000 }];
    for (const load of loads)
      expect((await send("/api/visits/vitals", { path: "/Fellowship", ...load })).statusCode).toBe(204);
    const data = await month();
    const page = data.vitalPages.find((p) => p.path === "/Fellowship");
    expect(page?.title).toBe("Fellowship");
    // The 3rd of 4 LCPs is in the bucket (2250, 2500]: p75 read there, rated good.
    expect(page?.LCP).toMatchObject({ rating: "good", samples: 4 });
    expect(page?.LCP?.p75).toBeGreaterThan(2250);
    expect(page?.LCP?.p75).toBeLessThanOrEqual(2500);
    expect(page?.INP).toMatchObject({ rating: "good", samples: 2 });
    expect(page?.CLS).toMatchObject({ rating: "poor", samples: 2 });
    const today = data.vitalsByDay.find((day) => day.day === data.today);
    expect(today?.LCP).toBeGreaterThan(0);
  });

  it.each([
    ["no measurement", { path: "/Fellowship" }],
    ["a negative one", { path: "/Fellowship", LCP: -1 }],
    ["an endless one", { path: "/Fellowship", INP: 1e12 }],
    ["a text", { path: "/Fellowship", CLS: "0.1" }],
    ["another metric", { path: "/Fellowship", FID: 10 }],
  ])("refuses %s with 400", async (_what, payload) => {
    const res = await send("/api/visits/vitals", payload);
    expect(res.statusCode, res.body).toBe(400);
  });

  it("refuses an unknown page with 404, and ignores one with Sec-GPC", async () => {
    expect((await send("/api/visits/vitals", { path: "/admin", LCP: 900 })).statusCode).toBe(404);
    expect(
      (await send("/api/visits/vitals", { path: "/Reach", LCP: 900 }, { headers: { "sec-gpc": "1" } })).statusCode,
    ).toBe(204);
    const data = await month();
    expect(data.vitalPages.find((p) => p.path === "/Reach")).toBeUndefined();
  });
});

describe("the month's counts", () => {
  it("are for staff who may read them: 401 without a session, 400 for a bad month", async () => {
    expect((await t.app.inject({ url: "/api/visits" })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: "/api/visits?month=2026-13", headers: auth });
    expect(bad.statusCode).toBe(400);
    const earlier = await t.app.inject({ url: "/api/visits?month=2020-02", headers: auth });
    expect(earlier.json().data).toMatchObject({ month: "2020-02", total: 0, pages: [] });
    expect(earlier.json().data.days).toHaveLength(29);
  });
});

describe("two instances on one database", () => {
  it("add up: each flushes its own counts as upserts that add", async () => {
    // A second instance: its own services and app (its own memory), the same database.
    const second = createServices({ config: t.services.config, database: t.services.database });
    const app = await buildApp({ services: second });
    await app.ready();
    try {
      const before = viewsOf(await month(), "/Environment")?.views ?? 0;
      for (let i = 0; i < 3; i++) expect((await view("/Environment")).statusCode).toBe(204);
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({
          method: "POST",
          url: "/api/visits",
          payload: { path: "/Environment" },
          headers: { "user-agent": PHONE },
          remoteAddress: `100.64.2.${i + 1}`,
        });
        expect(res.statusCode).toBe(204);
      }
      await second.visits.flush();
      await t.services.visits.flush();
      expect(viewsOf(await month(), "/Environment")?.views).toBe(before + 5);
      // Again on both: the same rows grow.
      await view("/Environment");
      await app.inject({
        method: "POST",
        url: "/api/visits",
        payload: { path: "/Environment" },
        headers: { "user-agent": PHONE },
        remoteAddress: "100.64.2.9",
      });
      await Promise.all([second.visits.flush(), t.services.visits.flush()]);
      expect(viewsOf(await month(), "/Environment")?.views).toBe(before + 7);
    } finally {
      // Closing the second app flushes what it still holds (nothing here) and stops its timer.
      await app.close();
      await second.close();
    }
  });

  it("writes what is left when the server stops", async () => {
    await view("/OurTeam");
    await t.services.visits.stop();
    const rows = await t.services.database.db.select().from(pageViews);
    expect(rows.find((row) => row.path === "/OurTeam")?.views).toBe(1);
  });
});
