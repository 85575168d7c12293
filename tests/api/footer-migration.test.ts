/**
 * Migration 0015 (the footer in the navigation document, decision 080): a navigation
 * document stored before it (published, its draft, its history) gets the footer the
 * site showed until then, so an upgraded site's footer looks as it did; one that has
 * the footer's fields already keeps its own. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { citeFigures } from "#common/content-model/figures";
import type { Navigation } from "#common/content-model/navigation";
import { siteNavigation } from "~/i18n/layout-words.server";
import { initialFigures } from "../../server/content-seed/figures.ts";
import { initialNavigation } from "../../server/content-seed/navigation.ts";
import { beforeMigration, type EarlierDatabase } from "../support/earlier-migrations.ts";

const text = (en: string, hi = "") => ({ en, hi, hiStale: false });
const { footerFigures: _figures, footerAbout: _about, ...earlier } = initialNavigation;

/** The navigation document as an earlier release saved it: without the footer's fields. */
const storedBefore = {
  ...earlier,
  footerLinks: [
    ...earlier.footerLinks,
    { id: "annual-report", kind: "link", label: text("Annual report"), description: text(""), to: "/blog" },
  ],
};

async function store(db: EarlierDatabase, table: string, data: object, extra: Record<string, unknown> = {}) {
  const columns = { kind: "navigation", key: "site", data: JSON.stringify(data), updated_by: "admin", ...extra };
  const names = sql.raw(Object.keys(columns).join(", "));
  const values = sql.join(
    Object.entries(columns).map(([name, value]) => (name === "data" ? sql`${value}::jsonb` : sql`${value}`)),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.raw(table)} (${names}) values (${values})`);
}

const read = async (db: EarlierDatabase, table: string) =>
  (
    (await db.execute(sql`select data from ${sql.raw(table)} where kind = 'navigation' order by 1`)).rows as {
      data: Navigation;
    }[]
  ).map((row) => row.data);

describe("a navigation document stored before the footer was in it", () => {
  it("gets the footer the site showed, published, in its draft and in its history, and keeps the rest", async () => {
    await beforeMigration("_footer-in-navigation", async (db, migrateTheRest) => {
      await store(db, "content_documents", storedBefore, { version: 2 });
      await store(db, "content_drafts", storedBefore, { version: 1, based_on: 2 });
      await db.execute(
        sql`insert into content_revisions (kind, key, version, data, created_by) values ('navigation', 'site', 1, ${JSON.stringify(earlier)}::jsonb, 'first start'), ('navigation', 'site', 2, ${JSON.stringify(storedBefore)}::jsonb, 'admin')`,
      );

      await migrateTheRest();

      const [published] = await read(db, "content_documents");
      const [draft] = await read(db, "content_drafts");
      const history = await read(db, "content_revisions");
      // Exactly what a new site starts with, and what the code drew until now.
      const footer = { footerFigures: initialNavigation.footerFigures, footerAbout: initialNavigation.footerAbout };
      expect(published).toEqual({ ...storedBefore, ...footer });
      expect(draft).toEqual({ ...storedBefore, ...footer });
      expect(history).toEqual(
        expect.arrayContaining([
          { ...earlier, ...footer },
          { ...storedBefore, ...footer },
        ]),
      );
      expect(history).toHaveLength(2);

      const shown = (locale: "en" | "hi") =>
        siteNavigation(citeFigures(published as Navigation, initialFigures), locale);
      expect(shown("en").footerFigures).toEqual([
        { value: "4053+", label: "Students" },
        { value: "5+", label: "States" },
        { value: "15+", label: "Districts" },
        { value: "20+", label: "Schools" },
      ]);
      expect(shown("en").footerAbout).toBe(
        "A federation of educational institutions working for education, livelihood, women empowerment, skill development, environment, community development and health across India.",
      );
      expect(shown("hi").footerFigures.map((figure) => figure.label)).toEqual(["विद्यार्थी", "राज्य", "ज़िले", "स्कूल"]);
      expect(shown("hi").footerAbout).toBe(
        "शैक्षणिक संस्थाओं का एक संघ, जो पूरे भारत में शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास, पर्यावरण, सामुदायिक विकास और स्वास्थ्य के लिए काम करता है।",
      );
    });
  });

  it("is left alone when it has the footer's fields already, empty ones too", async () => {
    await beforeMigration("_footer-in-navigation", async (db, migrateTheRest) => {
      const own = {
        ...storedBefore,
        footerFigures: [{ id: "villages", value: text("{villages}"), label: text("Villages", "गाँव") }],
        footerAbout: text(""),
      };
      await store(db, "content_documents", own, { version: 1 });
      // Another kind of document is no navigation.
      await db.execute(
        sql`insert into content_documents (kind, key, data, version, updated_by) values ('faqs', 'site', '{"items": []}'::jsonb, 1, 'admin')`,
      );

      await migrateTheRest();

      expect(await read(db, "content_documents")).toEqual([own]);
      const [faqs] = (await db.execute(sql`select data from content_documents where kind = 'faqs'`)).rows as {
        data: unknown;
      }[];
      expect(faqs?.data).toEqual({ items: [] });
    });
  });
});
