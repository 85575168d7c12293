/**
 * The gallery API and stored images, on the disk driver and on the S3 driver
 * (against a real S3-protocol server), on PGlite and PostgreSQL.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regenerateVariants } from "../../server/media/regenerate-variants.ts";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { startS3Server, type TestS3Server } from "../support/s3-server.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import {
  animatedGif,
  heicLike,
  phoneJpegWithGps,
  photoGif,
  photoJpeg,
  photoPng,
  photoWebp,
  pixelBombPng,
} from "../support/test-images.ts";

type Auth = { authorization: string };

const image = (filename: string, data: Buffer, contentType = "image/jpeg"): MultipartFile => ({
  field: "images",
  filename,
  contentType,
  data,
});

function upload(t: TestApp, auth: Auth | undefined, fields: Record<string, string | string[]>, files: MultipartFile[]) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({ method: "POST", url: "/api/gallery", payload, headers: { ...headers, ...auth } });
}

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.services.storage.list()) keys.push(key);
  return keys.sort();
}

async function rowCount(t: TestApp, table: "stored_files" | "gallery_items" | "gallery_images"): Promise<number> {
  const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What is stored, for "nothing changed" checks. */
async function snapshot(t: TestApp) {
  return {
    keys: await storedKeys(t),
    files: await rowCount(t, "stored_files"),
    items: await rowCount(t, "gallery_items"),
    images: await rowCount(t, "gallery_images"),
    spooled: await readdir(path.join(t.dataDir, "tmp", "uploads")).catch(() => []),
  };
}

describe.each(["disk", "s3"] as const)("gallery API on %s storage", (driver) => {
  let t: TestApp;
  let auth: Auth;
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (driver === "s3") s3 = await startS3Server();
    t = await createTestApp(s3?.env ?? {});
    auth = await signIn(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it("uses the storage driver the configuration asks for", () => {
    expect(t.services.storage.driver).toBe(driver);
  });

  it("answers an empty plain array before any upload", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/gallery" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("stores one photo upright, without its GPS position, with variants served for a year", async () => {
    const res = await upload(
      t,
      auth,
      {
        title: "Classroom in Jaipur",
        description: "Morning lessons",
        category: "education",
        location: "Jaipur",
        date: "2025-03-01T10:00:00.000Z",
      },
      [image("IMG_0001.jpg", await phoneJpegWithGps({ width: 1800, height: 1200 }))],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe("1 image(s) uploaded successfully!");
    const item = body.data;
    expect(item).toMatchObject({
      title: "Classroom in Jaipur",
      description: "Morning lessons",
      category: "education",
      location: "Jaipur",
      date: "2025-03-01T10:00:00.000Z",
      type: "single",
    });
    expect(item.images).toHaveLength(1);
    const [photo] = item.images;
    expect(photo).toMatchObject({ width: 1200, height: 1800, alt: "Classroom in Jaipur" });
    expect(item.image).toBe(photo.url);
    expect(item.thumbnail).toBe(photo.thumbnail);

    for (const [url, type, width] of [
      [photo.url, "image/webp", 1200],
      [photo.url.replace(/-1200\.webp$/, "-800.webp"), "image/webp", 800],
      [photo.thumbnail, "image/webp", 480],
      [photo.url.replace(/-1200\.webp$/, "-800.avif"), "image/avif", 800],
      [photo.url.replace(/-1200\.webp$/, "-480.avif"), "image/avif", 480],
      [photo.original, "image/jpeg", 1200],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers.etag).toMatch(/^".+"$/);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes("GPS Leaker 3000")).toBe(false);
    }
    // The original, three WebP steps and two AVIF ones, each with its row.
    expect(await rowCount(t, "stored_files")).toBe(6);
    const hash = photo.original.match(/([0-9a-f]{32})\.jpg$/)[1];
    expect((await storedKeys(t)).filter((key) => key.includes(hash))).toEqual(
      [".jpg", "-1200.webp", "-800.webp", "-480.webp", "-800.avif", "-480.avif"]
        .map((end) => `gallery/${hash}${end}`)
        .sort(),
    );
  });

  it("gives older uploads the middle size: a redirect to the large one until `media regenerate` makes it", async () => {
    const created = (
      await upload(t, auth, { title: "Before the 800 px step" }, [
        image("wide.jpg", await photoJpeg({ width: 2000, height: 1000, colors: ["#225577", "#dd8844"] })),
      ])
    ).json().data;
    const [photo] = created.images;
    expect(photo.url).toMatch(/-1600\.webp$/);
    const mediumUrl = photo.url.replace(/-1600\.webp$/, "-800.webp");
    const mediumKey = mediumUrl.replace("/api/images/", "");
    // As an upload from before the step existed: no file, no row.
    await t.services.storage.delete(mediumKey);
    await t.database.db.execute(sql`delete from stored_files where key = ${mediumKey}`);

    const redirected = await t.app.inject({ method: "GET", url: mediumUrl });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(photo.url);
    expect(redirected.headers["cache-control"]).toBe("no-cache");

    const first = await regenerateVariants(t.database.db, t.services.storage);
    expect(first.made).toEqual([mediumKey]);
    const served = await t.app.inject({ method: "GET", url: mediumUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    expect((await regenerateVariants(t.database.db, t.services.storage)).made).toEqual([]);

    await t.app.inject({ method: "DELETE", url: `/api/gallery/${created.id}`, headers: auth });
    expect((await t.app.inject({ method: "GET", url: mediumUrl })).statusCode).toBe(404);
    expect(await storedKeys(t)).not.toContain(mediumKey);
  });

  it("gives older uploads the WebP for an AVIF file until `media regenerate` makes it", async () => {
    const created = (
      await upload(t, auth, { title: "Before AVIF" }, [
        image("wide.jpg", await photoJpeg({ width: 2000, height: 1000, colors: ["#553311", "#11aa88"] })),
        image("moving.gif", await animatedGif({ width: 600, height: 400 }), "image/gif"),
      ])
    ).json().data;
    const [photo, gif] = created.images;
    const avifOf = (url: string, width: number) => url.replace(/-\d+\.webp$/, `-${width}.avif`);
    const keyOf = (url: string) => url.replace("/api/images/", "");
    // As an upload from before AVIF: no AVIF file, no row.
    for (const width of [800, 480]) {
      const key = keyOf(avifOf(photo.url, width));
      await t.services.storage.delete(key);
      await t.database.db.execute(sql`delete from stored_files where key = ${key}`);
    }
    // An animated GIF never gets AVIF (its WebP steps stay animated).
    expect((await storedKeys(t)).filter((key) => key.startsWith(keyOf(gif.url).slice(0, 40)))).toHaveLength(3);

    for (const [asked, sent] of [
      [avifOf(photo.url, 800), photo.url.replace(/-1600\.webp$/, "-800.webp")],
      [avifOf(photo.url, 480), photo.thumbnail],
      [avifOf(gif.url, 480), gif.thumbnail],
      // No WebP of that width either: the widest there is.
      [avifOf(photo.url, 1000), photo.url],
    ]) {
      const redirected = await t.app.inject({ method: "GET", url: asked });
      expect(redirected.statusCode, asked).toBe(302);
      expect(redirected.headers.location, asked).toBe(sent);
      expect(redirected.headers["cache-control"]).toBe("no-cache");
    }

    const first = await regenerateVariants(t.database.db, t.services.storage);
    expect(first.made.sort()).toEqual([keyOf(avifOf(photo.url, 480)), keyOf(avifOf(photo.url, 800))]);
    const served = await t.app.inject({ method: "GET", url: avifOf(photo.url, 800) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/avif");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.compression, meta.width, meta.exif]).toEqual(["av1", 800, undefined]);
    expect((await regenerateVariants(t.database.db, t.services.storage)).made).toEqual([]);

    await t.app.inject({ method: "DELETE", url: `/api/gallery/${created.id}`, headers: auth });
    const hashes = created.images.map((p: { url: string }) => keyOf(p.url).slice(0, 40));
    expect((await storedKeys(t)).filter((key) => hashes.some((h: string) => key.startsWith(h)))).toEqual([]);
  });

  it("leaves EXIF, and so GPS, in no stored file at all", async () => {
    const keys = await storedKeys(t);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const object = await t.services.storage.get(key);
      const bytes = await readAll(object!.body);
      expect((await sharp(bytes).metadata()).exif, key).toBeUndefined();
      expect(bytes.includes("TestPhone"), key).toBe(false);
    }
  });

  it("answers 304 to a request that already has the file", async () => {
    const [item] = (await t.app.inject({ method: "GET", url: "/api/gallery" })).json();
    const first = await t.app.inject({ method: "GET", url: item.thumbnail });
    const again = await t.app.inject({
      method: "GET",
      url: item.thumbnail,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("stores several photos of every format as one slideshow item, with alt texts", async () => {
    const res = await upload(
      t,
      auth,
      { title: "Tree planting day", category: "environment", alt: ["Children planting a sapling", "", "Volunteers"] },
      [
        image("one.png", await photoPng({ width: 900, height: 600 }), "image/png"),
        image("two.webp", await photoWebp({ width: 800, height: 800 }), "image/webp"),
        image("three.gif", await photoGif(), "image/gif"),
        image("four.jpg", await photoJpeg({ width: 640, height: 480 })),
      ],
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(res.json().message).toBe("4 image(s) uploaded successfully!");
    expect(item.type).toBe("gallery");
    expect(item.category).toBe("environment");
    expect(item.images.map((photo: { alt: string }) => photo.alt)).toEqual([
      "Children planting a sapling",
      "Tree planting day",
      "Volunteers",
      "Tree planting day",
    ]);
    const originals = await Promise.all(
      item.images.map((photo: { original: string }) => t.app.inject({ method: "GET", url: photo.original })),
    );
    expect(originals.map((r) => r.headers["content-type"])).toEqual([
      "image/png",
      "image/webp",
      "image/gif",
      "image/jpeg",
    ]);
  });

  it("lists items newest first, as a plain array", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/gallery" })).json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((item: { title: string }) => item.title)).toEqual(["Tree planting day", "Classroom in Jaipur"]);
  });

  it("defaults the category to education and the date to now", async () => {
    const res = await upload(t, auth, { title: "Defaults" }, [
      image("d.jpg", await photoJpeg({ width: 300, height: 200 })),
    ]);
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item.category).toBe("education");
    expect(Math.abs(Date.parse(item.date) - Date.now())).toBeLessThan(60_000);
    await t.app.inject({ method: "DELETE", url: `/api/gallery/${item.id}`, headers: auth });
  });

  describe("refusals leave nothing stored", () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      before = await snapshot(t);
    });

    it.each([
      [
        "a text file named .png",
        () => Buffer.from("definitely not an image, just text"),
        "notes.png",
        415,
        /not a JPEG, PNG, WebP or GIF/,
      ],
      ["an iPhone HEIC photo", heicLike, "IMG_1234.HEIC", 415, /send it as JPEG/],
      ["a decompression bomb", pixelBombPng, "bomb.png", 413, /megapixels/],
    ])("refuses %s when it is the only file, naming it", async (_name, make, filename, status, message) => {
      const res = await upload(t, auth, { title: "Bad upload" }, [image(filename, make(), "image/png")]);
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
      expect(res.json().message).toContain(filename);
      expect(await snapshot(t)).toEqual(before);
    });

    it("names every refused file when none of them is a photo", async () => {
      const res = await upload(t, auth, { title: "Two bad" }, [
        image("a.txt.jpg", Buffer.from("text, not a photo")),
        image("b.txt.jpg", Buffer.from("more text, not a photo")),
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toContain('"a.txt.jpg"');
      expect(res.json().message).toContain('"b.txt.jpg"');
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses a file over 10 MB with 413", async () => {
      const tooBig = Buffer.concat([await photoJpeg({ width: 100, height: 100 }), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await upload(t, auth, { title: "Huge" }, [image("huge.jpg", tooBig)]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('"huge.jpg" is larger than 10 MB. Please choose a smaller file.');
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses more than 20 files with 413", async () => {
      const small = await photoJpeg({ width: 40, height: 30 });
      const files = Array.from({ length: 21 }, (_, i) => image(`p${i}.jpg`, small));
      const res = await upload(t, auth, { title: "Too many" }, files);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe("Too many files: send at most 20 at a time.");
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses a missing title and missing images with the spec's messages", async () => {
      const res = await upload(t, auth, { title: "   " }, []);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        title: "Please enter a title for the images",
        images: "Please select at least one image to upload",
      });
      const noImages = await upload(t, auth, { title: "No photos" }, []);
      expect(noImages.statusCode).toBe(400);
      expect(noImages.json().errors).toEqual({ images: "Please select at least one image to upload" });
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses a category that is not in the gallery's list", async () => {
      const res = await upload(t, auth, { title: "Sports day", category: "sports" }, [
        image("h.jpg", await photoJpeg({ width: 60, height: 40 })),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ category: "Choose one of the gallery categories" });
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses an upload without a token with 401, and one that is not multipart with 415", async () => {
      const anonymous = await upload(t, undefined, { title: "Sneaky" }, [
        image("s.jpg", await photoJpeg({ width: 60, height: 40 })),
      ]);
      expect(anonymous.statusCode).toBe(401);
      const json = await t.app.inject({
        method: "POST",
        url: "/api/gallery",
        headers: auth,
        payload: { title: "JSON" },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe("Send the files as multipart/form-data.");
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses a multipart body cut short with 400", async () => {
      const { payload, headers } = multipartBody({ title: "Cut" }, [
        image("c.jpg", await photoJpeg({ width: 300, height: 200 })),
      ]);
      const cut = payload.subarray(0, payload.length - 200);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/gallery",
        payload: cut,
        headers: { ...headers, "content-length": String(cut.length), ...auth },
      });
      expect(res.statusCode).toBe(400);
      expect(await snapshot(t)).toEqual(before);
    });
  });

  it("keeps the good photos of a batch with one bad file, and names the bad file (issue 23, finding 17)", async () => {
    const before = await snapshot(t);
    const res = await upload(t, auth, { title: "Mixed batch", alt: ["First", "Not a photo", "Third"] }, [
      image("good-1.jpg", await photoJpeg({ width: 500, height: 400, colors: ["#102030", "#405060"] })),
      image("notes.png", Buffer.from("definitely not an image, just text"), "image/png"),
      image("good-2.jpg", await photoJpeg({ width: 400, height: 500, colors: ["#607080", "#90a0b0"] })),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 image(s) uploaded successfully! Not added: "notes.png".');
    expect(body.refused).toEqual([
      { file: "notes.png", message: '"notes.png" is not a JPEG, PNG, WebP or GIF image.' },
    ]);
    expect(body.data.images.map((photo: { alt: string }) => photo.alt)).toEqual(["First", "Third"]);
    const after = await snapshot(t);
    expect(after.items).toBe(before.items + 1);
    expect(after.images).toBe(before.images + 2);
    await t.app.inject({ method: "DELETE", url: `/api/gallery/${body.data.id}`, headers: auth });
    expect(await snapshot(t)).toEqual(before);
  });

  it("accepts every category the public page filters by, Health and Volunteers included (issue 23, finding 2)", async () => {
    for (const category of ["health", "volunteers"]) {
      const res = await upload(t, auth, { title: `A ${category} photo`, category }, [
        image("c.jpg", await photoJpeg({ width: 60, height: 40 })),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.category).toBe(category);
      await t.app.inject({ method: "DELETE", url: `/api/gallery/${res.json().data.id}`, headers: auth });
    }
  });

  describe("DELETE /api/gallery/{id}", () => {
    it("removes the row and every stored file of its photos", async () => {
      const created = (
        await upload(t, auth, { title: "To delete" }, [
          image("a.jpg", await photoJpeg({ width: 700, height: 500, colors: ["#aa0000", "#0000aa"] })),
          image("b.png", await photoPng({ width: 600, height: 600, colors: ["#00aa00", "#aaaa00"] }), "image/png"),
        ])
      ).json().data;
      const before = await snapshot(t);
      const res = await t.app.inject({ method: "DELETE", url: `/api/gallery/${created.id}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null, message: "Gallery item deleted successfully!" });
      const after = await snapshot(t);
      expect(after.items).toBe(before.items - 1);
      expect(after.images).toBe(before.images - 2);
      // Each photo had five files: its original, two WebP steps (the large one is also the
      // middle one, both being under 800 px wide) and the same two in AVIF.
      expect(after.files).toBe(before.files - 10);
      expect(after.keys).toHaveLength(before.keys.length - 10);
      for (const photo of created.images) {
        const hash = photo.original.match(/([0-9a-f]{32})\.[a-z]+$/)[1];
        expect(after.keys.filter((key) => key.includes(hash))).toEqual([]);
        for (const url of [photo.url, photo.thumbnail, photo.original, photo.url.replace(/\.webp$/, ".avif")]) {
          expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
        }
      }
    });

    it("keeps the files of a photo another item still shows", async () => {
      const bytes = await photoJpeg({ width: 400, height: 300, colors: ["#334455", "#998877"] });
      const first = (await upload(t, auth, { title: "First" }, [image("same.jpg", bytes)])).json().data;
      const second = (await upload(t, auth, { title: "Second" }, [image("same.jpg", bytes)])).json().data;
      expect(second.images[0].url).toBe(first.images[0].url);
      await t.app.inject({ method: "DELETE", url: `/api/gallery/${first.id}`, headers: auth });
      expect((await t.app.inject({ method: "GET", url: second.images[0].url })).statusCode).toBe(200);
      await t.app.inject({ method: "DELETE", url: `/api/gallery/${second.id}`, headers: auth });
      expect((await t.app.inject({ method: "GET", url: second.images[0].url })).statusCode).toBe(404);
    });

    it("answers 404 for an unknown or malformed id and 401 without a token", async () => {
      const unknown = await t.app.inject({
        method: "DELETE",
        url: "/api/gallery/00000000-0000-4000-8000-000000000000",
        headers: auth,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: "Gallery item not found" });
      expect((await t.app.inject({ method: "DELETE", url: "/api/gallery/not-an-id", headers: auth })).statusCode).toBe(
        404,
      );
      const [item] = (await t.app.inject({ method: "GET", url: "/api/gallery" })).json();
      const anonymous = await t.app.inject({ method: "DELETE", url: `/api/gallery/${item.id}` });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("the storage sweep", () => {
    it("removes files without a row and reports rows without a file", async () => {
      const keysBefore = await storedKeys(t);
      await t.services.storage.put("gallery/0123456789abcdef0123456789abcdef-480.webp", Buffer.from("stray"), {
        contentType: "image/webp",
      });
      await t.database.db.execute(
        sql`insert into stored_files (key, content_type, size) values ('gallery/ffffffffffffffffffffffffffffffff.jpg', 'image/jpeg', 10)`,
      );
      const report = await t.services.media.sweep(undefined, 0);
      expect(report.removed).toEqual(["gallery/0123456789abcdef0123456789abcdef-480.webp"]);
      expect(report.missing).toEqual(["gallery/ffffffffffffffffffffffffffffffff.jpg"]);
      expect(await storedKeys(t)).toEqual(keysBefore);
      await t.database.db.execute(
        sql`delete from stored_files where key = 'gallery/ffffffffffffffffffffffffffffffff.jpg'`,
      );
    });

    it("spares recent files when given a grace period (another instance may be mid-upload)", async () => {
      const key = "gallery/abcdefabcdefabcdefabcdefabcdefab-480.webp";
      await t.services.storage.put(key, Buffer.from("in flight"), { contentType: "image/webp" });
      expect((await t.services.media.sweep(undefined, 60_000)).removed).toEqual([]);
      expect((await t.services.media.sweep(undefined, 0)).removed).toEqual([key]);
    });
  });
});

describe("GET /api/images/{path}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A file that exists and would be worth stealing if a path could escape.
    await t.services.storage.put("resumes/0123456789abcdef0123456789abcdef.pdf", Buffer.from("%PDF-1.4 private"), {
      contentType: "application/pdf",
    });
  });
  afterAll(() => t.close());

  it.each([
    "/api/images/..%2f..%2fpackage.json",
    "/api/images/%2e%2e/%2e%2e/package.json",
    "/api/images/%2E%2E%2F%2E%2E%2Fpackage.json",
    "/api/images/../../package.json",
    "/api/images/gallery/../../../package.json",
    "/api/images/gallery/..%2f..%2f..%2fpackage.json",
    "/api/images//etc/passwd",
    "/api/images/%2fetc%2fpasswd",
    "/api/images/%252e%252e/package.json",
    "/api/images/gallery\\..\\..\\package.json",
    "/api/images/gallery/%00.webp",
    "/api/images/",
  ])("refuses %s", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).not.toContain("ngo-website");
  });

  it("answers 404 for a missing file and for files that are not public images", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/images/gallery/0123456789abcdef0123456789abcdef-480.webp",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "Image not found" });
    const privateFile = await t.app.inject({
      method: "GET",
      url: "/api/images/resumes/0123456789abcdef0123456789abcdef.pdf",
    });
    expect(privateFile.statusCode).toBe(404);
  });
});

describe("GET /api/placeholder/{w}/{h}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("draws the 800x400 default image as SVG, cached for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/placeholder/800/400" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toContain('width="800"');
    expect(res.body).toContain('height="400"');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 400]);
  });

  it.each(["/api/placeholder/0/400", "/api/placeholder/abc/400", "/api/placeholder/800/99999"])(
    "refuses %s with 400",
    async (url) => {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(400);
    },
  );
});
