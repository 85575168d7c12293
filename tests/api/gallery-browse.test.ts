/**
 * /Gallery's page of items (gallery service `browse`): search and category apply
 * to the whole gallery in the database, the counts cover every item, a page
 * holds at most `limit` items however large the gallery is, and 'Showing N of M
 * images' counts photos (issue 43: one item of five photos is five images).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryImages, galleryItems, storedFiles } from "../../server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 30 }, (_, i) => ({
    title: i === 0 ? "Tree planting 100% done" : `Visit ${i}`,
    description: i % 2 ? "Morning lessons" : "Saplings_by the canal",
    location: i < 5 ? "Jaipur" : "Ajmer",
    category: i < 20 ? "education" : "environment",
    createdAt: new Date(base + i * 60_000),
  }));
  const items = await t.database.db.insert(galleryItems).values(rows).returning();
  // Photos: five on "Tree planting 100% done" (Jaipur, education), two on "Visit 29" (environment).
  await t.database.db.insert(storedFiles).values({ key: "gallery/test.jpg", contentType: "image/jpeg", size: 1 });
  const photo = {
    alt: "",
    originalKey: "gallery/test.jpg",
    largeKey: "gallery/test.jpg",
    thumbKey: "gallery/test.jpg",
  };
  const photosOf = (title: string, count: number) => {
    const itemId = items.find((item) => item.title === title)!.id;
    return Array.from({ length: count }, (_, position) => ({ ...photo, itemId, position, width: 8, height: 8 }));
  };
  await t.database.db
    .insert(galleryImages)
    .values([...photosOf("Tree planting 100% done", 5), ...photosOf("Visit 29", 2)]);
});
afterAll(() => t.close());

describe("gallery browse", () => {
  it("answers one page, newest first, with the matching and total counts", async () => {
    const first = await t.services.gallery.browse({ page: 1, limit: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.title).toBe("Visit 29");
    expect(first.matching).toBe(30);
    expect(first.total).toBe(30);
    expect(first.counts).toEqual({ education: 20, environment: 10 });
    const last = await t.services.gallery.browse({ page: 3, limit: 12 });
    expect(last.items.map((item) => item.title)).toEqual([
      "Visit 5",
      "Visit 4",
      "Visit 3",
      "Visit 2",
      "Visit 1",
      "Tree planting 100% done",
    ]);
  });

  it("searches title, description and location of every item, ignoring case, within a category", async () => {
    const jaipur = await t.services.gallery.browse({ search: "JAIPUR", page: 1, limit: 2 });
    expect(jaipur.matching).toBe(5);
    expect(jaipur.items).toHaveLength(2);
    expect(jaipur.total).toBe(30);
    const lessons = await t.services.gallery.browse({ search: "lessons", category: "environment", page: 1, limit: 50 });
    expect(lessons.matching).toBe(5);
    expect(lessons.items.every((item) => item.category === "environment")).toBe(true);
    // The counts on the chips stay those of the whole gallery.
    expect(lessons.counts).toEqual({ education: 20, environment: 10 });
  });

  it("counts the photos of the matching items and of the whole gallery", async () => {
    expect((await t.services.gallery.browse({ page: 1, limit: 12 })).photos).toEqual({ matching: 7, total: 7 });
    const tree = await t.services.gallery.browse({ search: "tree", page: 1, limit: 12 });
    expect(tree.matching).toBe(1);
    expect(tree.photos).toEqual({ matching: 5, total: 7 });
    const environment = await t.services.gallery.browse({ category: "environment", page: 1, limit: 12 });
    expect(environment.photos).toEqual({ matching: 2, total: 7 });
    const none = await t.services.gallery.browse({ search: "nowhere", page: 1, limit: 12 });
    expect(none.photos).toEqual({ matching: 0, total: 7 });
  });

  it("takes % and _ in a search literally", async () => {
    expect((await t.services.gallery.browse({ search: "100%", page: 1, limit: 50 })).matching).toBe(1);
    expect((await t.services.gallery.browse({ search: "%", page: 1, limit: 50 })).matching).toBe(1);
    expect((await t.services.gallery.browse({ search: "s_by", page: 1, limit: 50 })).matching).toBe(15);
    expect((await t.services.gallery.browse({ search: "s_b_", page: 1, limit: 50 })).matching).toBe(0);
  });
});
