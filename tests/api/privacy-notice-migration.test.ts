/**
 * Migration 0021 (visits counted, decision 099): a privacy notice still saying what every
 * site started with about cookies gets the paragraphs that say what is counted, as a new
 * published version with its history entry (consent records name versions, decision
 * 076); one whose paragraph the staff changed is left alone, and so is a draft. Migration
 * 0026 (issue 47) adds after the item on donations the two that say what an 80G receipt
 * keeps. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PageDocument } from "#common/content-model/page";
import { privacyPage } from "../../server/content-seed/pages/privacy.ts";
import { beforeMigration, type EarlierDatabase } from "../support/earlier-migrations.ts";

const FIRST_COOKIES = {
  en: "This website sets no advertising or tracking cookies and uses no analytics service. If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.",
  hi: "यह वेबसाइट विज्ञापन या ट्रैकिंग वाली कोई कुकी नहीं लगाती और कोई एनालिटिक्स सेवा इस्तेमाल नहीं करती। अगर इंटरनेट कनेक्शन टूटने से कोई फ़ॉर्म नहीं जा पाया, तो आपके जवाब आपके अपने ब्राउज़र में तब तक रखे रहते हैं जब तक वे भेजे न जा सकें, और आप उन्हें वहाँ से हटा भी सकते हैं।",
  hiStale: false,
};

type Article = Extract<PageDocument["blocks"][number], { kind: "article" }>;
type Section = Article["sections"][number];

/** The notice with one section (by its id) changed. */
function withSection(id: string, change: (section: Section) => Section): PageDocument {
  return {
    ...privacyPage,
    blocks: privacyPage.blocks.map((block) =>
      block.kind === "article"
        ? { ...block, sections: block.sections.map((section) => (section.id === id ? change(section) : section)) }
        : block,
    ),
  };
}

/** The notice with its cookies section's paragraphs replaced. */
const withCookies = (paragraphs: Section["paragraphs"]) =>
  withSection("cookies", (section) => ({ ...section, paragraphs }));

/** The notice as the releases before 0021 wrote it on a new site. */
const earlierNotice = withCookies([FIRST_COOKIES]);

const insert = (db: EarlierDatabase, data: object, version: number) =>
  db.execute(
    sql`insert into content_documents (kind, key, data, version, updated_by) values ('page-privacy', 'site', ${JSON.stringify(data)}::jsonb, ${version}, 'admin')`,
  );

const published = async (db: EarlierDatabase) =>
  (await db.execute(sql`select data, version, updated_by from content_documents where kind = 'page-privacy'`))
    .rows[0] as { data: PageDocument; version: number; updated_by: string };
const history = async (db: EarlierDatabase) =>
  (
    await db.execute(
      sql`select version, created_by, data from content_revisions where kind = 'page-privacy' order by version`,
    )
  ).rows as { version: number; created_by: string; data: PageDocument }[];

describe("the privacy notice on a site upgraded to counting visits", () => {
  it("says what is counted, as a new version in its history, when it still had the first paragraph", async () => {
    await beforeMigration("_page-views-and-vitals", async (db, migrateTheRest) => {
      await insert(db, earlierNotice, 3);
      await db.execute(
        sql`insert into content_revisions (kind, key, version, data, created_by) values ('page-privacy', 'site', 3, ${JSON.stringify(earlierNotice)}::jsonb, 'admin')`,
      );
      await db.execute(
        sql`insert into content_drafts (kind, key, data, version, based_on, updated_by) values ('page-privacy', 'site', ${JSON.stringify(earlierNotice)}::jsonb, 1, 3, 'admin')`,
      );

      await migrateTheRest();

      const now = await published(db);
      // Exactly what a new site starts with now.
      expect(now.data).toEqual(privacyPage);
      expect(now.version).toBe(4);
      expect(now.updated_by).toBe("upgrade (issue 46)");
      const versions = await history(db);
      expect(versions.map((v) => [v.version, v.created_by])).toEqual([
        [3, "admin"],
        [4, "upgrade (issue 46)"],
      ]);
      expect(versions[0]?.data).toEqual(earlierNotice);
      expect(versions[1]?.data).toEqual(privacyPage);
      // The draft is the staff's: kept as it was.
      const [draft] = (await db.execute(sql`select data from content_drafts where kind = 'page-privacy'`)).rows as {
        data: PageDocument;
      }[];
      expect(draft?.data).toEqual(earlierNotice);
    });
  });

  it("is left alone when the staff changed that paragraph", async () => {
    await beforeMigration("_page-views-and-vitals", async (db, migrateTheRest) => {
      const own = withCookies([{ ...FIRST_COOKIES, en: "We use no cookies at all." }]);
      await insert(db, own, 5);
      await migrateTheRest();
      const now = await published(db);
      expect(now.data).toEqual(own);
      expect(now.version).toBe(5);
      expect(await history(db)).toEqual([]);
    });
  });
});

/** The item on donations as every site before issue 47 started with it. */
const FIRST_DONATIONS = {
  en: "Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.",
  hi: "UPI से दान: आपका भुगतान आपके अपने UPI ऐप और बैंक में होता है; यह वेबसाइट आपके बैंक या UPI की जानकारी न कभी देखती है, न रखती है।",
  hiStale: false,
};

/** The notice with its items on what forms collect ending with `item` (on donations), as before issue 47. */
const withDonations = (item: typeof FIRST_DONATIONS) =>
  withSection("what-each-form-collects", (section) => ({ ...section, list: [...section.list.slice(0, -3), item] }));

describe("the privacy notice on a site upgraded to 80G receipts", () => {
  it("says what a receipt keeps, as a new version in its history, when it still had the first item", async () => {
    const earlier = withDonations(FIRST_DONATIONS);
    expect(earlier).not.toEqual(privacyPage);
    await beforeMigration("_privacy-receipts", async (db, migrateTheRest) => {
      await insert(db, earlier, 7);
      await migrateTheRest();
      const now = await published(db);
      expect(now.data).toEqual(privacyPage);
      expect(now.version).toBe(8);
      expect(now.updated_by).toBe("upgrade (issue 47)");
      expect((await history(db)).map((v) => [v.version, v.created_by])).toEqual([[8, "upgrade (issue 47)"]]);
    });
  });

  it("is left alone when the staff changed that item", async () => {
    const own = withDonations({ ...FIRST_DONATIONS, en: "We take donations by UPI only." });
    await beforeMigration("_privacy-receipts", async (db, migrateTheRest) => {
      await insert(db, own, 2);
      await migrateTheRest();
      const now = await published(db);
      expect(now.data).toEqual(own);
      expect(now.version).toBe(2);
    });
  });
});
