/**
 * The footer's figures and its paragraph beside the logo are the staff's, in the
 * navigation document (issue 41, decision 080): a fifth figure or an overlong
 * paragraph is a 400 naming the field and saves nothing; what is saved is what the
 * site layout's loader gives every page, in its language, the figures cited; and a
 * page cached with the footer is dropped when either the navigation or the figures
 * change, as every page shows the footer.
 */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Figures } from "#common/content-model/figures";
import type { Navigation } from "#common/content-model/navigation";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import type { LayoutWords } from "~/i18n/site-words";
import { loader as siteLayoutLoader } from "~/routes/site-layout";
import { adminAuth } from "../support/admin-auth.ts";
import { contentDocumentApi, createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
let standInRenders = 0;

/** The site layout's words for the page at `path`, as its loader gives them. */
async function footerAt(path: string, services = t.services) {
  const data = (await siteLayoutLoader({
    request: new Request(`https://example.org${path}`),
    context: { services } as unknown as AppLoadContext,
  } as never)) as { words: LayoutWords };
  const { footerFigures, footerAbout } = data.words.site.navigation;
  return { footerFigures, footerAbout };
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A public page stand-in that draws the footer's first figure and paragraph, cached as pages are.
      beforeReady: (app, services) =>
        app.get("/footer-stand-in", async (_request, reply) => {
          standInRenders++;
          const { footerFigures, footerAbout } = await footerAt("/", services);
          reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("text/html; charset=utf-8");
          return `<dd>${footerFigures[0]?.value}</dd><p>${footerAbout}</p>`;
        }),
    },
  );
  auth = await adminAuth(t);
});
afterAll(() => t.close());

const navigation = contentDocumentApi<Navigation>(
  () => t,
  "navigation",
  () => auth,
);
const figures = contentDocumentApi<Figures>(
  () => t,
  "figures",
  () => auth,
);
const text = (en: string, hi = "") => ({ en, hi, hiStale: false });

describe("the footer's figures and paragraph", () => {
  it("start as the code wrote them, the figures cited, in English and Hindi", async () => {
    expect(await footerAt("/")).toEqual({
      footerFigures: [
        { value: "4053+", label: "Students" },
        { value: "5+", label: "States" },
        { value: "15+", label: "Districts" },
        { value: "20+", label: "Schools" },
      ],
      footerAbout:
        "A federation of educational institutions working for education, livelihood, women empowerment, skill development, environment, community development and health across India.",
    });
    const hindi = await footerAt("/hi/AboutUs");
    expect(hindi.footerFigures.map((figure) => figure.label)).toEqual(["विद्यार्थी", "राज्य", "ज़िले", "स्कूल"]);
    expect(hindi.footerFigures[0]?.value).toBe("4053+");
    expect(hindi.footerAbout).toMatch(/^शैक्षणिक संस्थाओं का एक संघ/);
  });

  it("refuse a fifth figure or a 10,000-character paragraph with a 400 naming the field, and save nothing", async () => {
    const view = await navigation.read();
    const [first] = view.document.footerFigures;
    const cases: [string, Partial<Navigation>, string][] = [
      [
        "footerFigures",
        {
          footerFigures: [
            ...view.document.footerFigures,
            { ...first, id: "villages", value: text("{villages}"), label: text("Villages") } as never,
          ],
        },
        "The footer's figures: at most 4",
      ],
      [
        "footerAbout.en",
        { footerAbout: text("x".repeat(10_000)) },
        "About the foundation, in the footer: at most 400 characters",
      ],
    ];
    for (const [field, change, message] of cases) {
      const res = await navigation.save({ ...view.document, ...change }, view.version);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[`document.${field}`], field).toContain(message);
    }
    const after = await navigation.read();
    expect(after.version).toBe(view.version);
    expect(after.document).toEqual(view.document);
  });

  it("saved, are what the layout gives the next page, though the page was cached; so is a figure changed", async () => {
    const first = await t.app.inject({ method: "GET", url: "/footer-stand-in" });
    expect(first.body).toContain("<dd>4053+</dd>");
    await t.app.inject({ method: "GET", url: "/footer-stand-in" });
    expect(standInRenders).toBe(1);

    const view = await navigation.read();
    const about = "Schools, teachers and villages learning together.";
    const saved = await navigation.save(
      {
        ...view.document,
        footerAbout: text(about, "स्कूल, शिक्षक और गाँव साथ-साथ सीखते हुए।"),
        footerFigures: view.document.footerFigures.slice(0, 2),
      },
      view.version,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await footerAt("/")).toEqual({
      footerAbout: about,
      footerFigures: [
        { value: "4053+", label: "Students" },
        { value: "5+", label: "States" },
      ],
    });
    expect((await footerAt("/hi")).footerAbout).toBe("स्कूल, शिक्षक और गाँव साथ-साथ सीखते हुए।");
    expect((await t.app.inject({ method: "GET", url: "/footer-stand-in" })).body).toContain(about);
    expect(standInRenders).toBe(2);

    const counted = await figures.read();
    const changed = await figures.save(
      {
        items: counted.document.items.map((item) => (item.name === "students" ? { ...item, value: "5120+" } : item)),
      },
      counted.version,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await footerAt("/hi")).footerFigures[0]).toEqual({ value: "5120+", label: "विद्यार्थी" });
    expect((await t.app.inject({ method: "GET", url: "/footer-stand-in" })).body).toContain("<dd>5120+</dd>");
    expect(standInRenders).toBe(3);
  });

  it("are none when the staff empty them", async () => {
    const view = await navigation.read();
    const res = await navigation.save({ ...view.document, footerFigures: [], footerAbout: text("") }, view.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await footerAt("/")).toEqual({ footerFigures: [], footerAbout: "" });
  });
});
