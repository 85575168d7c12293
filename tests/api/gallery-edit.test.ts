/**
 * Editing a gallery item after its upload (decision 029): one item read, its
 * fields changed, one photo deleted with its stored files (never the last one),
 * photos added, and the photos' order and alt texts; each write is admin-only and
 * shows at once in the cached public answers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg, photoPng } from "../support/test-images.ts";

type Auth = { authorization: string };
interface Photo {
  id: string;
  url: string;
  thumbnail: string;
  original: string;
  alt: string;
  altText: string;
}
interface Item {
  id: string;
  title: string;
  category: string;
  location: string;
  description: string;
  type: string;
  image: string;
  images: Photo[];
}

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const jpeg = async (filename: string, colour: string): Promise<MultipartFile> => ({
  field: "images",
  filename,
  contentType: "image/jpeg",
  data: await photoJpeg({ width: 640, height: 480, colors: [colour, "#101010"] }),
});

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.services.storage.list()) keys.push(key);
  return keys;
}

async function fileRows(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from stored_files`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe("editing a gallery item", () => {
  let t: TestApp;
  let auth: Auth;
  let item: Item;

  const send = (method: "PATCH" | "PUT" | "DELETE", url: string, payload?: object, headers: object = auth) =>
    t.app.inject({ method, url, payload, headers: headers as Record<string, string> });
  const addPhotos = (id: string, files: MultipartFile[], alt: string[] = [], headers: object = auth) => {
    const body = multipartBody({ alt }, files);
    return t.app.inject({
      method: "POST",
      url: `/api/gallery/${id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const publicItem = async (id: string): Promise<Item | undefined> =>
    ((await t.app.inject({ method: "GET", url: "/api/gallery" })).json() as Item[]).find((i) => i.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    auth = await signIn(t);
    const body = multipartBody({ title: "Five photos", category: "education", alt: ["One", "", "Three", "", ""] }, [
      await jpeg("1.jpg", "#aa0000"),
      await jpeg("2.jpg", "#00aa00"),
      await jpeg("3.jpg", "#0000aa"),
      await jpeg("4.jpg", "#aaaa00"),
      await jpeg("5.jpg", "#00aaaa"),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/gallery",
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(201);
    item = res.json().data;
  });
  afterAll(() => t.close());

  it("reads one item with its photos' ids and their own alt texts", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/gallery/${item.id}` });
    expect(res.statusCode).toBe(200);
    const one = res.json().data as Item;
    expect(one.images).toHaveLength(5);
    expect(one.images.map((photo) => photo.altText)).toEqual(["One", "", "Three", "", ""]);
    expect(one.images.map((photo) => photo.alt)).toEqual(["One", "Five photos", "Three", "Five photos", "Five photos"]);
    expect(new Set(one.images.map((photo) => photo.id)).size).toBe(5);
    expect((await t.app.inject({ method: "GET", url: `/api/gallery/${UNKNOWN}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/gallery/not-an-id" })).statusCode).toBe(404);
  });

  describe("PATCH /api/gallery/{id}", () => {
    it("changes the fields sent, and the cached public list shows it at once", async () => {
      expect((await publicItem(item.id))?.title).toBe("Five photos");
      const cached = await t.app.inject({ method: "GET", url: "/api/gallery" });
      expect(cached.headers["x-cache"]).toBe("HIT");

      const res = await send("PATCH", `/api/gallery/${item.id}`, {
        title: "  Sports day in Ajmer ",
        category: "volunteers",
        location: "Ajmer",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("Gallery item updated successfully!");
      expect(res.json().data).toMatchObject({
        title: "Sports day in Ajmer",
        category: "volunteers",
        location: "Ajmer",
        description: "",
      });
      const after = await publicItem(item.id);
      expect(after).toMatchObject({ title: "Sports day in Ajmer", category: "volunteers" });
      // A photo without its own alt text takes the new title.
      expect(after?.images[1]?.alt).toBe("Sports day in Ajmer");
    });

    it("refuses a blank title and an unknown category with field errors", async () => {
      const res = await send("PATCH", `/api/gallery/${item.id}`, { title: "  ", category: "sports" });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(["category", "title"]);
      expect((await publicItem(item.id))?.title).toBe("Sports day in Ajmer");
    });

    it("answers 401 without a token and 404 for an unknown item", async () => {
      expect((await send("PATCH", `/api/gallery/${item.id}`, { title: "x" }, {})).statusCode).toBe(401);
      expect((await send("PATCH", `/api/gallery/${UNKNOWN}`, { title: "x" })).statusCode).toBe(404);
      expect((await publicItem(item.id))?.title).toBe("Sports day in Ajmer");
    });
  });

  describe("DELETE /api/gallery/{id}/images/{photoId}", () => {
    it("deletes one photo and its stored files; the others and the public counts follow", async () => {
      const photo = item.images[1]!;
      const keysBefore = await storedKeys(t);
      const rowsBefore = await fileRows(t);
      const res = await send("DELETE", `/api/gallery/${item.id}/images/${photo.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("Photo deleted.");
      expect(res.json().data.images.map((p: Photo) => p.id)).toEqual(
        item.images.filter((p) => p.id !== photo.id).map((p) => p.id),
      );
      // The original, the large WebP (at 640 px also the medium one), the thumbnail,
      // and those two steps in AVIF.
      expect(await fileRows(t)).toBe(rowsBefore - 5);
      expect((await storedKeys(t)).length).toBe(keysBefore.length - 5);
      const hash = photo.original.match(/\/([0-9a-f]{32})\.jpg$/)?.[1] as string;
      expect(hash).toHaveLength(32);
      expect((await storedKeys(t)).filter((key) => key.includes(hash))).toEqual([]);
      for (const url of [photo.url, photo.thumbnail, photo.original, photo.url.replace(/\.webp$/, ".avif")]) {
        expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
      expect((await publicItem(item.id))?.images).toHaveLength(4);
      item = res.json().data;
    });

    it("answers 404 for an unknown photo or one of another item, and 401 without a token", async () => {
      expect((await send("DELETE", `/api/gallery/${item.id}/images/${UNKNOWN}`)).statusCode).toBe(404);
      expect((await send("DELETE", `/api/gallery/${UNKNOWN}/images/${item.images[0]!.id}`)).statusCode).toBe(404);
      expect((await send("DELETE", `/api/gallery/${item.id}/images/x`)).statusCode).toBe(404);
      expect(
        (await send("DELETE", `/api/gallery/${item.id}/images/${item.images[0]!.id}`, undefined, {})).statusCode,
      ).toBe(401);
      expect((await publicItem(item.id))?.images).toHaveLength(4);
    });

    it("refuses to delete the last photo with 409, keeping it", async () => {
      const body = multipartBody({ title: "Single" }, [await jpeg("only.jpg", "#777777")]);
      const single = (
        await t.app.inject({
          method: "POST",
          url: "/api/gallery",
          payload: body.payload,
          headers: { ...body.headers, ...auth },
        })
      ).json().data as Item;
      const res = await send("DELETE", `/api/gallery/${single.id}/images/${single.images[0]!.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: "This is the item's only photo: add another photo first, or delete the whole item.",
      });
      expect((await t.app.inject({ method: "GET", url: single.images[0]!.url })).statusCode).toBe(200);
      await t.app.inject({ method: "DELETE", url: `/api/gallery/${single.id}`, headers: auth });
    });
  });

  describe("POST /api/gallery/{id}/images", () => {
    it("adds photos after the last one, with their alt texts, naming a file it refused", async () => {
      const res = await addPhotos(
        item.id,
        [
          {
            field: "images",
            filename: "new.png",
            contentType: "image/png",
            data: await photoPng({ width: 300, height: 300, colors: ["#ff00ff", "#000000"] }),
          },
          { field: "images", filename: "notes.jpg", contentType: "image/jpeg", data: Buffer.from("text, no photo") },
        ],
        ["A new photo", ""],
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('1 image(s) uploaded successfully! Not added: "notes.jpg".');
      expect(res.json().refused).toEqual([
        { file: "notes.jpg", message: '"notes.jpg" is not a JPEG, PNG, WebP or GIF image.' },
      ]);
      const images = res.json().data.images as Photo[];
      expect(images).toHaveLength(5);
      expect(images.slice(0, 4).map((p) => p.id)).toEqual(item.images.map((p) => p.id));
      expect(images[4]?.alt).toBe("A new photo");
      item = res.json().data;
    });

    it("refuses no files with 400, an unknown item with 404 and no token with 401", async () => {
      const none = await addPhotos(item.id, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ images: "Please select at least one image to upload" });
      expect((await addPhotos(UNKNOWN, [await jpeg("x.jpg", "#123123")])).statusCode).toBe(404);
      expect((await addPhotos(item.id, [await jpeg("x.jpg", "#123123")], [], {})).statusCode).toBe(401);
      expect((await publicItem(item.id))?.images).toHaveLength(5);
    });
  });

  describe("PUT /api/gallery/{id}/images", () => {
    it("puts the photos in the order sent with their alt texts; the public item follows", async () => {
      const reversed = [...item.images].reverse().map((p, i) => ({ id: p.id, alt: i === 0 ? "Now first" : p.altText }));
      const res = await send("PUT", `/api/gallery/${item.id}/images`, { images: reversed });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("Photo order and descriptions saved.");
      const shown = await publicItem(item.id);
      expect(shown?.images.map((p) => p.id)).toEqual(reversed.map((p) => p.id));
      expect(shown?.images[0]?.alt).toBe("Now first");
      expect(shown?.image).toBe(shown?.images[0]?.url);
      item = shown!;
    });

    it("refuses a list that leaves out, repeats or invents a photo", async () => {
      const ids = item.images.map((p) => ({ id: p.id, alt: "" }));
      for (const images of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), { id: UNKNOWN, alt: "" }]]) {
        const res = await send("PUT", `/api/gallery/${item.id}/images`, { images });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ images: "Send every photo of the item exactly once, in the new order." });
      }
      expect((await publicItem(item.id))?.images.map((p) => p.id)).toEqual(item.images.map((p) => p.id));
      expect((await send("PUT", `/api/gallery/${item.id}/images`, { images: ids }, {})).statusCode).toBe(401);
      expect((await send("PUT", `/api/gallery/${UNKNOWN}/images`, { images: ids })).statusCode).toBe(404);
    });
  });
});
