/**
 * Job openings (issue 41): a new site starts with today's six, in English and Hindi;
 * the admin adds, changes and closes them; the search finds an opening as it is
 * published and loses it the morning after its last day; a bad value is a 400 naming
 * the field and nothing is saved; a save from an older version is refused; an
 * application for a job shows in the Inbox with the job's title.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobOpeningRecord, JobOpenings } from "#common/content-model/job-openings";
import type { SearchResult } from "#common/schemas/search";
import { siteDay } from "#common/site-clock";
import { multipartBody } from "../support/multipart-body.ts";
import { contentDocumentApi, createTestApp, signIn, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { read, save } = contentDocumentApi<JobOpenings>(
  () => t,
  "job-openings",
  () => auth,
);
const search = async (query: string): Promise<SearchResult> => {
  const res = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const openingTitles = async (q: string, language: "en" | "hi" = "en") =>
  (await search(`q=${encodeURIComponent(q)}&type=opening&language=${language}`)).groups.flatMap((group) =>
    group.hits.map((hit) => hit.title),
  );

const text = (en: string, hi = "") => ({ en, hi, hiStale: false });
const today = () => siteDay(new Date(), t.services.config.site.timeZone);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const librarian: JobOpeningRecord = {
  id: "village-librarian",
  title: text("Village Librarian", "ग्राम पुस्तकालय सहायक"),
  department: text("Education"),
  location: text("Sitapur, Uttar Pradesh"),
  type: text("Part-time"),
  experience: text("0-2 years"),
  category: "program",
  urgency: "medium",
  posted: "2026-11-20",
  closes: "",
  description: text("Run the zyxbook reading corner of our Sitapur learning centre."),
  requirements: [{ id: "r1", text: text("Loves books") }],
  responsibilities: [],
  benefits: [],
};

describe("job openings", () => {
  it("start as today's six, in English and Hindi, and only the admin reads them", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/content/job-openings" })).statusCode).toBe(401);
    const view = await read();
    expect(view.version).toBe(1);
    expect(view.updatedBy).toBe("first start");
    expect(view.document.openings).toHaveLength(6);
    expect(view.document.openings[0]?.title).toEqual(text("Education Program Manager", "शिक्षा कार्यक्रम प्रबंधक"));
    expect(view.staleHindi).toEqual([]);
    // The first start indexed them, in both languages.
    expect(await openingTitles("developer")).toEqual(["Full-Stack Developer (Tech for Good)"]);
    expect(await openingTitles("डेवलपर", "hi")).toEqual(["फ़ुल-स्टैक डेवलपर (समाज की भलाई के लिए तकनीक)"]);
  });

  it("an added opening is found by the search at once, and a stale second save is refused", async () => {
    const view = await read();
    const res = await save({ openings: [...view.document.openings, librarian] }, view.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(view.version + 1);
    expect(await openingTitles("zyxbook")).toEqual(["Village Librarian"]);
    expect(await openingTitles("पुस्तकालय", "hi")).toEqual(["ग्राम पुस्तकालय सहायक"]);

    // A second tab, opened before that save, sends its own change: refused, nothing lost.
    const stale = await save({ openings: view.document.openings.slice(1) }, view.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toContain("Someone else (test-admin) saved this after you opened it");
    expect((await read()).document.openings.map((opening) => opening.id)).toContain("village-librarian");
  });

  it("an English change marks its Hindi out of date, matched by id after a reorder", async () => {
    const view = await read();
    const openings = [...view.document.openings]
      .reverse()
      .map((opening) =>
        opening.id === "village-librarian"
          ? { ...opening, title: { ...opening.title, en: "Village Librarian (Sitapur)" } }
          : opening,
      );
    const res = await save({ openings }, view.version);
    expect(res.statusCode, res.body).toBe(200);
    const index = openings.findIndex((opening) => opening.id === "village-librarian");
    expect(res.json().data.staleHindi).toEqual([`openings.${index}.title`]);
  });

  it("an opening past its last day leaves the search; one closing today stays", async () => {
    const view = await read();
    const openings = view.document.openings.map((opening) =>
      opening.id === "village-librarian"
        ? { ...opening, closes: dayAfter(today(), -1) }
        : opening.id === "full-stack-developer"
          ? { ...opening, closes: today() }
          : opening,
    );
    expect((await save({ openings }, view.version)).statusCode).toBe(200);
    expect(await openingTitles("zyxbook")).toEqual([]);
    expect(await openingTitles("developer")).toEqual(["Full-Stack Developer (Tech for Good)"]);
  });

  it.each([
    ["an empty title", { title: text("") }, "openings.0.title.en", "Job title is required (in English)"],
    ["a 10,000-character title", { title: text("x".repeat(10_000)) }, "openings.0.title.en", "Job title: at most 120"],
    ["an unknown category", { category: "sales" }, "openings.0.category", "Category: choose one of"],
    ["a date that is not one", { posted: "2026-02-30" }, "openings.0.posted", "Posted on: enter a date like"],
    ["a bullet without an id", { benefits: [{ text: text("Tea") }] }, "openings.0.benefits.0.id", "id is required"],
  ])("%s is a 400 naming the field, and nothing is saved", async (_name, change, field, message) => {
    const view = await read();
    const [first, ...rest] = view.document.openings;
    const res = await save({ openings: [{ ...first, ...change }, ...rest] }, view.version);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[`document.${field}`]).toContain(message);
    expect((await read()).version).toBe(view.version);
  });

  it("two openings with one id are refused", async () => {
    const view = await read();
    const [first] = view.document.openings;
    const res = await save({ openings: [first, first] }, view.version);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["document.openings"]).toContain("two items have the same id");
  });

  it("an application for a job shows in the Inbox with the job's title", async () => {
    const { payload, headers } = multipartBody({
      type: "job",
      position: "full-stack-developer",
      firstName: "Meera",
      lastName: "Iyer",
      email: "meera@example.in",
      phone: "+91 98765 11111",
      age: "29",
      address: "Koramangala, Bengaluru",
      education: "graduate",
      experience: "Five years of TypeScript.",
      availability: "fulltime",
      interests: ["Administrative Support"],
      motivation: "I want to build for slow networks.",
    });
    const sent = await t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/applications", headers: auth });
    expect(list.json().data.items[0]).toMatchObject({
      position: "full-stack-developer",
      positionTitle: "Full-Stack Developer (Tech for Good)",
    });
  });
});
