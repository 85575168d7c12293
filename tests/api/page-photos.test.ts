/**
 * A person's photo on a page the staff edit (issue 41): uploaded through the image
 * pipeline or picked from the gallery, saved with its alt text in English and Hindi,
 * and shown by the page in each language; a photo without alt text, of another site, or
 * not in the site's store is a 400 naming the field; and a photo some version of a page
 * shows is never removed as unused (the storage sweep, the clean-up of photos uploaded
 * and never saved, the gallery item it came from deleted).
 */
import { sql } from "drizzle-orm";
import { createElement } from "react";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "#common/content-model/page";
import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import type { CardGridBlockData } from "~/blocks/card-grid/type";
import { renderForTest } from "~/blocks/render-for-test";
import { profileCards } from "~/components/ui/profile-card";
import { loader as leadershipLoader } from "~/routes/about/leadership";
import { multipartBody } from "../support/multipart-body.ts";
import { contentDocumentApi, createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { read, save } = contentDocumentApi<PageDocument>(
  () => t,
  "page-leadership",
  () => auth,
);

type Uploaded = { image: string; thumbnail: string; width: number; height: number };
async function upload(colour: string, url = "/api/content/images", field = "image"): Promise<Uploaded> {
  const data = await photoJpeg({ width: 900, height: 900, colors: [colour, "#101010"] });
  const body = multipartBody({}, [{ field, filename: "portrait.jpg", contentType: "image/jpeg", data }]);
  const res = await t.app.inject({ method: "POST", url, headers: { ...auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const alt = (en: string, hi = "") => ({ en, hi, hiStale: false });
/** The document with the first executive's photo set (or removed). */
function withPhoto(page: PageDocument, photo: unknown): PageDocument {
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.kind === "cardGrid" && block.id === "executives" && block.cards.card === "profile"
        ? {
            ...block,
            cards: {
              ...block.cards,
              items: block.cards.items.map((person, index) => (index === 0 ? { ...person, photo } : person)) as never,
            },
          }
        : block,
    ),
  } as PageDocument;
}
const PHOTO_PATH = "document.blocks.1.cards.items.0.photo";

const context = () => ({ services: t.services }) as unknown as AppLoadContext;
async function executives(path: string): Promise<CardGridBlockData> {
  const data = await leadershipLoader({
    request: new Request(`https://example.org${path}`),
    context: context(),
  } as never);
  return (data as { blocks: CardGridBlockData[] }).blocks[1] as CardGridBlockData;
}
const Grid = cardGridBlock({ profile: profileCards });

/** Every stored file of an image (found by its hash). */
async function filesOf(image: string): Promise<string[]> {
  const hash = image.match(/\/([0-9a-f]{32})-\d+\.webp$/)?.[1] as string;
  const result = (await t.database.db.execute(
    sql`select key from stored_files where key like ${`%/${hash}%`} order by key`,
  )) as unknown as { rows: { key: string }[] };
  return result.rows.map((row) => row.key);
}
const status = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

describe("a person's photo", () => {
  it("is uploaded, saved with its alt text, and the page shows it in each language instead of the initials", async () => {
    const photo = await upload("#aa3300");
    expect(photo.image).toMatch(/^\/api\/images\/content\/[0-9a-f]{32}-900\.webp$/);
    expect(await status(photo.image)).toBe(200);
    const view = await read();
    const res = await save(
      withPhoto(view.document, {
        url: photo.image,
        width: photo.width,
        height: photo.height,
        alt: alt("Meera Sharma in a classroom", "कक्षा में Meera Sharma"),
      }),
      view.version,
    );
    expect(res.statusCode, res.body).toBe(200);

    const english = await executives("/Leadership");
    const hindi = await executives("/hi/Leadership");
    const first = (block: CardGridBlockData) => block.groups[0]?.cards.items[0] as { photo?: { alt: string } };
    expect(first(english).photo).toEqual({
      url: photo.image,
      width: 900,
      height: 900,
      alt: "Meera Sharma in a classroom",
    });
    expect(first(hindi).photo?.alt).toBe("कक्षा में Meera Sharma");
    const html = renderForTest(createElement(Grid, { block: english }));
    expect(html).toContain('alt="Meera Sharma in a classroom"');
    expect(html).toContain(`${photo.image.replace(/-900\.webp$/, "-480.avif")} 480w`);
    // Her initials are gone; the second executive, without a photo, keeps his.
    expect(html).not.toContain(">MS</span>");
    expect(html).toContain(">RV</span>");
    expect(renderForTest(createElement(Grid, { block: hindi }), { url: "/hi/Leadership" })).toContain(
      'alt="कक्षा में Meera Sharma"',
    );
  });

  it("refuses a photo without alt text, of another site or not in the store (400 naming the field), and keeps what was published", async () => {
    const view = await read();
    const photo = await upload("#0033aa");
    const stored = { url: photo.image, width: photo.width, height: photo.height };
    const cases: [string, unknown, string][] = [
      ["no alt text", { ...stored, alt: alt("  ") }, `${PHOTO_PATH}.alt.en`],
      ["another site's photo", { ...stored, url: "https://example.com/me.webp", alt: alt("Me") }, `${PHOTO_PATH}.url`],
      [
        "a photo the site does not store",
        { ...stored, url: "/api/images/content/0123456789abcdef0123456789abcdef-900.webp", alt: alt("Me") },
        `${PHOTO_PATH}.url`,
      ],
    ];
    for (const [what, bad, field] of cases) {
      const res = await save(withPhoto(view.document, bad), view.version);
      expect(res.statusCode, what).toBe(400);
      expect(Object.keys(res.json().errors), what).toEqual([field]);
    }
    expect((await read()).version).toBe(view.version);
  });

  it("is never removed while a page shows it: not by the sweep, the clean-up of unsaved uploads, nor its gallery item's deletion", async () => {
    // A gallery photo picked for the second executive, and an upload never saved.
    const body = multipartBody({ title: "Our director", category: "education", alt: "Rajesh at a centre" }, [
      {
        field: "images",
        filename: "rajesh.jpg",
        contentType: "image/jpeg",
        data: await photoJpeg({ width: 800, height: 600, colors: ["#22aa22", "#101010"] }),
      },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/gallery",
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = (await t.app.inject({ method: "GET", url: "/api/gallery" })).json()[0] as {
      id: string;
      images: { url: string; width: number; height: number; alt: string }[];
    };
    const picked = item.images[0] as { url: string; width: number; height: number; alt: string };
    const unsaved = await upload("#aaaa00");
    const view = await read();
    const shown = (view.document.blocks[1] as { cards: { items: { photo?: { url: string } }[] } }).cards.items[0]?.photo
      ?.url as string;
    const page = withPhoto(view.document, { url: shown, width: 900, height: 900, alt: alt("Meera") });
    const withBoth = {
      ...page,
      blocks: page.blocks.map((block, index) =>
        index === 1 && block.kind === "cardGrid" && block.cards.card === "profile"
          ? {
              ...block,
              cards: {
                ...block.cards,
                items: block.cards.items.map((person, at) =>
                  at === 1 ? { ...person, photo: { ...picked, alt: alt(picked.alt) } } : person,
                ),
              },
            }
          : block,
      ),
    } as PageDocument;
    expect((await save(withBoth, view.version)).statusCode).toBe(200);
    const before = {
      shown: await filesOf(shown),
      picked: await filesOf(picked.url),
      unsaved: await filesOf(unsaved.image),
    };
    expect(before.picked.length).toBeGreaterThan(3);

    // The gallery item goes: its photo stays, as the page shows it.
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/gallery/${item.id}`, headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await filesOf(picked.url)).toEqual(before.picked);
    expect(await status(picked.url)).toBe(200);

    // A day later, the sweep and the clean-up of unsaved uploads keep what a page shows, and only that.
    await t.services.media.sweep(undefined, 0);
    vi.useFakeTimers({ now: Date.now() + 25 * 60 * 60_000, toFake: ["Date"] });
    try {
      const removed = await t.services.contentImages.removeUnattached();
      // The upload never saved (and the one the refused saves named) go; nothing a page shows.
      expect(removed).toEqual(expect.arrayContaining(before.unsaved));
      expect(removed.filter((key) => [...before.shown, ...before.picked].includes(key))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    expect(await filesOf(shown)).toEqual(before.shown);
    expect(await filesOf(picked.url)).toEqual(before.picked);
    expect(await filesOf(unsaved.image)).toEqual([]);
    expect(await status(shown)).toBe(200);

    // Once no version of any document shows the gallery photo it goes too (here: the history cleared).
    const now = await read();
    expect((await save(withPhoto(now.document, undefined), now.version)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`delete from content_revisions where kind = 'page-leadership' and version < ${now.version + 1}`,
    );
    vi.useFakeTimers({ now: Date.now() + 25 * 60 * 60_000, toFake: ["Date"] });
    try {
      await t.services.contentImages.removeUnattached();
    } finally {
      vi.useRealTimers();
    }
    // The second executive's gallery photo is still on the published page: kept.
    expect(await filesOf(picked.url)).toEqual(before.picked);
    // The first one's photo, shown by no version now, is gone.
    expect(await filesOf(shown)).toEqual([]);
  });
});
