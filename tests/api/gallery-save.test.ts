/**
 * A gallery item saved whole (issue 43, decision 057): PUT /api/gallery/{id}
 * takes the item's fields and its photos in order, each with an alt text and a
 * caption stored apart, a stored photo left out deleted with its files, new
 * photos placed where they are listed, all in one commit or nothing. Bad input is
 * a 400 naming the field, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryImages } from "../../server/db/schema.ts";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg, photoPng } from "../support/test-images.ts";

type Auth = { authorization: string };
interface Photo {
  id: string;
  url: string;
  alt: string;
  altText: string;
  caption: string | null;
}
interface Item {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  images: Photo[];
}

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const jpeg = async (filename: string, colour: string): Promise<MultipartFile> => ({
  field: "images",
  filename,
  contentType: "image/jpeg",
  data: await photoJpeg({ width: 480, height: 360, colors: [colour, "#101010"] }),
});

const fields = { title: "Sports day", description: "Relay races", category: "education", location: "Ajmer" };

describe("PUT /api/gallery/{id}: the whole item at once", () => {
  let t: TestApp;
  let auth: Auth;

  const create = async (title: string, colours: string[]): Promise<Item> => {
    const files = await Promise.all(colours.map((colour, i) => jpeg(`${i + 1}.jpg`, colour)));
    const alt = colours.map((_, i) => `Photo ${i + 1}`);
    const body = multipartBody({ title, category: "education", alt }, files);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/gallery",
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  };
  const save = (id: string, item: unknown, files: MultipartFile[] = [], headers: object = auth) => {
    const body = multipartBody(item === undefined ? {} : { item: JSON.stringify(item) }, files);
    return t.app.inject({
      method: "PUT",
      url: `/api/gallery/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(headers as Record<string, string>) },
    });
  };
  const read = async (id: string): Promise<Item> =>
    (await t.app.inject({ method: "GET", url: `/api/gallery/${id}` })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await signIn(t);
  });
  afterAll(() => t.close());

  it("stores a caption apart from the alt text and answers both; null follows the alt text", async () => {
    const item = await create("Captions", ["#aa0000", "#00aa00"]);
    expect(item.images.map((photo) => photo.caption)).toEqual([null, null]);
    const [first, second] = item.images as [Photo, Photo];
    const res = await save(item.id, {
      ...fields,
      photos: [
        { id: first.id, alt: "Two girls passing the baton", caption: "The relay final.\nClass 7 won." },
        { id: second.id, alt: "Prize table", caption: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Gallery item updated successfully!", refused: [] });

    const stored = await read(item.id);
    expect(stored).toMatchObject(fields);
    expect(stored.images.map(({ altText, alt, caption }) => ({ altText, alt, caption }))).toEqual([
      {
        altText: "Two girls passing the baton",
        alt: "Two girls passing the baton",
        caption: "The relay final.\nClass 7 won.",
      },
      { altText: "Prize table", alt: "Prize table", caption: null },
    ]);
    // The database holds the two apart, as sent.
    const rows = await t.database.db.select().from(galleryImages);
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      alt: "Two girls passing the baton",
      caption: "The relay final.\nClass 7 won.",
    });
    // The public list answers the same.
    const listed = ((await t.app.inject({ method: "GET", url: "/api/gallery" })).json() as Item[]).find(
      (entry) => entry.id === item.id,
    );
    expect(listed?.images[0]?.caption).toBe("The relay final.\nClass 7 won.");
  });

  it("reorders, deletes one photo with its files and adds a new one in its place, in one request", async () => {
    const item = await create("Whole save", ["#aa5500", "#55aa00", "#0055aa"]); // Bytes no other item shares.
    const [a, b, c] = item.images as [Photo, Photo, Photo];
    const res = await save(
      item.id,
      {
        ...fields,
        title: "Sports day in Ajmer",
        photos: [
          { id: c.id, alt: "Third, now the cover" },
          { file: 0, alt: "A new photo", caption: "Shown under the new photo" },
          { id: a.id, alt: a.altText },
        ],
      },
      [
        {
          field: "images",
          filename: "new.png",
          contentType: "image/png",
          data: await photoPng({ width: 300, height: 300, colors: ["#ff00ff", "#000000"] }),
        },
      ],
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as Item;
    expect(saved.title).toBe("Sports day in Ajmer");
    expect(saved.images.map((photo) => photo.altText)).toEqual(["Third, now the cover", "A new photo", "Photo 1"]);
    expect(saved.images[1]?.caption).toBe("Shown under the new photo");
    expect(saved.images.map((photo) => photo.id)).not.toContain(b.id);
    expect((await t.app.inject({ method: "GET", url: b.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: saved.images[1]!.url })).statusCode).toBe(200);
    expect(await read(item.id)).toEqual(saved);
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const item = await create("Refusals", ["#aa0000", "#00aa00"]);
    const [a, b] = item.images as [Photo, Photo];
    const both = [
      { id: a.id, alt: "x" },
      { id: b.id, alt: "y" },
    ];
    const cases: [unknown, MultipartFile[], Record<string, string>][] = [
      [
        undefined,
        [],
        { item: 'Send the item as JSON in the "item" field: title, description, category, location and photos.' },
      ],
      [
        { ...fields, photos: [{ id: a.id, caption: "c".repeat(301) }, { id: b.id }] },
        [],
        { "photos.0.caption": "A caption can be at most 300 characters." },
      ],
      [
        { ...fields, photos: [{ id: a.id }, { id: b.id, alt: "a".repeat(301), caption: "short" }] },
        [],
        { "photos.1.alt": "An alt text can be at most 300 characters." },
      ],
      [{ ...fields, title: " ", photos: both }, [], { title: "Please enter a title for the images" }],
      [{ ...fields, category: "sports", photos: both }, [], { category: "Choose one of the gallery categories" }],
      [
        { ...fields, photos: [] },
        [],
        { photos: "An item keeps at least one photo: to remove them all, delete the whole item." },
      ],
      [
        { ...fields, photos: [{ id: a.id, file: 0 }] },
        [],
        { "photos.0": 'Name each photo by its "id" (a stored photo) or its "file" (a new one), not both.' },
      ],
      [
        { ...fields, photos: [...both, { id: UNKNOWN }] },
        [],
        {
          photos:
            "A photo listed is not one of this item's photos (it may have been deleted meanwhile): reload the item.",
        },
      ],
      [{ ...fields, photos: [...both, { id: a.id }] }, [], { photos: "Each photo can be listed once." }],
      [
        { ...fields, photos: [...both, { file: 0 }] },
        [],
        { photos: 'Each file sent must be placed once in "photos" (by its "file" number).' },
      ],
      [
        { ...fields, photos: both },
        [await jpeg("unplaced.jpg", "#123456")],
        { photos: 'Each file sent must be placed once in "photos" (by its "file" number).' },
      ],
    ];
    for (const [body, files, errors] of cases) {
      const res = await save(item.id, body, files);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const notJson = multipartBody({ item: "{title" });
    const broken = await t.app.inject({
      method: "PUT",
      url: `/api/gallery/${item.id}`,
      payload: notJson.payload,
      headers: { ...notJson.headers, ...auth },
    });
    expect(broken.statusCode).toBe(400);
    expect(await read(item.id)).toEqual(item);
  });

  it("leaves out a new file that is not a photo and saves the rest; with nothing left, saves nothing (409)", async () => {
    const item = await create("Refused file", ["#aa0000"]);
    const [only] = item.images as [Photo];
    const fake: MultipartFile = {
      field: "images",
      filename: "notes.jpg",
      contentType: "image/jpeg",
      data: Buffer.from("text, not a photo"),
    };
    const kept = await save(
      item.id,
      {
        ...fields,
        photos: [
          { id: only.id, alt: "Kept", caption: "Kept caption" },
          { file: 0, alt: "Never stored" },
        ],
      },
      [fake],
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toBe('Gallery item updated. Not added: "notes.jpg".');
    expect(kept.json().refused).toEqual([
      { file: "notes.jpg", message: '"notes.jpg" is not a JPEG, PNG, WebP or GIF image.' },
    ]);
    expect((kept.json().data as Item).images.map((photo) => photo.caption)).toEqual(["Kept caption"]);

    const before = await read(item.id);
    const none = await save(item.id, { ...fields, title: "Nothing left", photos: [{ file: 0 }] }, [fake]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("An item keeps at least one photo: to remove them all, delete the whole item.");
    expect(await read(item.id)).toEqual(before);
  });

  it("refuses an item part over 1 MB with 413, rather than reading it cut short", async () => {
    const item = await create("Too long", ["#aa00aa"]);
    const res = await save(item.id, { ...fields, description: "x".repeat(1024 * 1024), photos: [] });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "The form sent is larger than this form accepts. Please shorten the text and try again.",
    );
    expect((await read(item.id)).title).toBe("Too long");
  });

  it("answers 401 without a token and 404 for an unknown item", async () => {
    const item = await create("Guarded", ["#aa0000"]);
    const photos = [{ id: item.images[0]!.id }];
    expect((await save(item.id, { ...fields, photos }, [], {})).statusCode).toBe(401);
    expect((await save(UNKNOWN, { ...fields, photos })).statusCode).toBe(404);
    expect((await save("not-an-id", { ...fields, photos })).statusCode).toBe(404);
    expect((await read(item.id)).title).toBe("Guarded");
  });
});
