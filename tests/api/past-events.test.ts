/**
 * An event leaves the page the day after it (decision 082): the Environment page's
 * loader and the site search leave out an event whose day has passed on the site's
 * clock, and a list of events with none left; the staff still see it in the admin.
 */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#common/calendar-date";
import type { PageDocument } from "#common/content-model/page";
import { siteDay } from "#common/site-clock";
import { loader as environmentLoader } from "~/routes/programmes/environment";
import { adminAuth } from "../support/admin-auth.ts";
import { contentDocumentApi, createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await adminAuth(t);
});
afterAll(() => t.close());

const environment = contentDocumentApi<PageDocument>(
  () => t,
  "page-environment",
  () => auth,
);

type Shown = { blocks: { kind: string; events?: { title: string }[] }[] };
async function eventsShown(path = "/Environment") {
  const data = (await environmentLoader({
    request: new Request(`https://example.org${path}`),
    context: { services: t.services } as unknown as AppLoadContext,
  } as never)) as Shown;
  return data.blocks.filter((block) => block.kind === "events").map((block) => block.events?.map((e) => e.title));
}

async function found(word: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(word)}` });
  return res.json().data.total as number;
}

/** The page with each event's day set by `dayOf(index)`. */
async function saveWithDays(dayOf: (index: number) => string) {
  const { document, version } = await environment.read();
  const blocks = document.blocks.map((block) =>
    block.kind === "events"
      ? { ...block, events: block.events.map((event, index) => ({ ...event, isoDate: dayOf(index) })) }
      : block,
  );
  const res = await environment.save({ ...document, blocks }, version);
  expect(res.statusCode, res.body).toBe(200);
}

describe("an event whose day has passed", () => {
  const today = () => siteDay(new Date(), t.services.config.site.timeZone);

  it("is on the page and found on its day", async () => {
    await saveWithDays(() => today());
    expect(await eventsShown()).toEqual([["Yamuna Ghat Clean-up", "Republic Day Plantation Drive", "Solar Mela"]]);
    expect(await found("Kalindi")).toBe(1);
  });

  it("is left out the day after, in English and Hindi, and not found; the admin still has it", async () => {
    await saveWithDays((index) => (index === 0 ? addDays(today(), -1) : addDays(today(), 30)));
    expect(await eventsShown()).toEqual([["Republic Day Plantation Drive", "Solar Mela"]]);
    expect(await eventsShown("/hi/Environment")).toEqual([["गणतंत्र दिवस पौधारोपण अभियान", "सोलर मेला"]]);
    expect(await found("Kalindi")).toBe(0);
    const { document } = await environment.read();
    const events = document.blocks.flatMap((block) => (block.kind === "events" ? block.events : []));
    expect(events.map((event) => event.title.en)).toContain("Yamuna Ghat Clean-up");
  });

  it("takes its list with it when none is left", async () => {
    await saveWithDays(() => addDays(today(), -1));
    expect(await eventsShown()).toEqual([]);
  });
});
