import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../tests/support/sample-files.ts";
import {
  animatedGif,
  heicLike,
  phoneJpegWithGps,
  photoGif,
  photoJpeg,
  photoPng,
  photoWebp,
  pixelBombPng,
} from "../../tests/support/test-images.ts";
import { DomainError } from "../errors.ts";
import { kindFromHead } from "./file-signature.ts";
import { processImage } from "./image-pipeline.ts";

describe("kindFromHead", () => {
  it("tells each accepted image format by its bytes", async () => {
    expect(kindFromHead(await photoJpeg({ width: 40, height: 30 }))).toBe("jpeg");
    expect(kindFromHead(await photoPng({ width: 40, height: 30 }))).toBe("png");
    expect(kindFromHead(await photoWebp({ width: 40, height: 30 }))).toBe("webp");
    expect(kindFromHead(await photoGif({ width: 40, height: 30 }))).toBe("gif");
  });

  it("tells HEIC and PDF apart, and knows nothing of text", () => {
    expect(kindFromHead(heicLike())).toBe("heic");
    expect(kindFromHead(samplePdf())).toBe("pdf");
    expect(kindFromHead(Buffer.from("just some text pretending to be a .png"))).toBeUndefined();
    expect(kindFromHead(Buffer.alloc(0))).toBeUndefined();
  });
});

// Encoding AVIF takes seconds on a busy two-core machine: more than the default 5 s per test.
describe("processImage", { timeout: 30_000 }, () => {
  it("turns a sideways phone photo upright and strips every piece of metadata", async () => {
    const input = await phoneJpegWithGps({ width: 2000, height: 1000 });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes("GPS Leaker 3000")).toBe(true);

    const result = await processImage(input, "jpeg", { name: "phone.jpg" });
    // Stored 2000 x 1000 with orientation 6: upright it is 1000 wide, 2000 high.
    expect([result.width, result.height]).toEqual([1000, 2000]);
    expect(result.avif).toBeDefined();
    for (const output of [
      result.original,
      result.large,
      result.medium,
      result.thumb,
      result.avif!.medium,
      result.avif!.thumb,
    ]) {
      const meta = await sharp(output.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! > meta.width!).toBe(true);
      expect(output.data.includes("GPS Leaker 3000")).toBe(false);
    }
    expect(result.original.contentType).toBe("image/jpeg");
  });

  it("makes WebP variants 1600, 800 and 480 px wide, never enlarging", async () => {
    const big = await processImage(await photoPng({ width: 2400, height: 1600 }), "png", { name: "big.png" });
    expect(big.large).toMatchObject({ contentType: "image/webp", width: 1600, height: 1067 });
    expect(big.medium).toMatchObject({ contentType: "image/webp", width: 800, height: 533 });
    expect(big.medium.data.length).toBeLessThan(big.large.data.length);
    expect(big.thumb).toMatchObject({ contentType: "image/webp", width: 480, height: 320 });
    expect(big.original).toMatchObject({ contentType: "image/png", width: 2400, height: 1600 });
    expect((await sharp(big.large.data).metadata()).format).toBe("webp");

    const small = await processImage(await photoWebp({ width: 300, height: 200 }), "webp", { name: "small.webp" });
    expect(small.large.width).toBe(300);
    expect(small.medium.width).toBe(300);
    expect(small.thumb.width).toBe(300);
    expect(small.avif?.medium.width).toBe(300);
    expect(small.avif?.thumb.width).toBe(300);
  });

  it("makes AVIF for the 800 and 480 px steps only, smaller than their WebP", async () => {
    const big = await processImage(await photoJpeg({ width: 2400, height: 1600 }), "jpeg", { name: "big.jpg" });
    expect(Object.keys(big.avif ?? {}).sort()).toEqual(["medium", "thumb"]);
    expect(big.avif?.medium).toMatchObject({ contentType: "image/avif", extension: "avif", width: 800, height: 533 });
    expect(big.avif?.thumb).toMatchObject({ contentType: "image/avif", extension: "avif", width: 480, height: 320 });
    for (const [avif, webp] of [
      [big.avif!.medium, big.medium],
      [big.avif!.thumb, big.thumb],
    ] as const) {
      const meta = await sharp(avif.data).metadata();
      expect([meta.format, meta.compression]).toEqual(["heif", "av1"]);
      expect([meta.width, meta.height]).toEqual([avif.width, avif.height]);
      expect(avif.data.length).toBeLessThan(webp.data.length);
    }
  });

  it("makes no AVIF for an image form answer or an animated GIF", async () => {
    const answer = await processImage(await photoJpeg({ width: 900, height: 600 }), "jpeg", {
      name: "answer.jpg",
      variants: false,
    });
    expect(answer.avif).toBeUndefined();
    const result = await processImage(await animatedGif({ frames: 3 }), "gif", { name: "moving.gif" });
    expect(result.avif).toBeUndefined();
    // Its WebP steps keep every frame.
    expect((await sharp(result.thumb.data, { animated: true }).metadata()).pages).toBe(3);
    // A GIF of one frame is a still picture and gets them.
    expect((await processImage(await photoGif(), "gif", { name: "still.gif" })).avif).toBeDefined();
  });

  it("keeps a GIF a GIF and records the size of one frame", async () => {
    const result = await processImage(await photoGif({ width: 320, height: 200 }), "gif", { name: "a.gif" });
    expect(result.original.contentType).toBe("image/gif");
    expect([result.width, result.height]).toEqual([320, 200]);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const started = Date.now();
    const error = await processImage(pixelBombPng(), "png", { name: "bomb.png" }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe("too-large");
    expect((error as DomainError).message).toContain("bomb.png");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("answers 400 naming the file when the bytes are damaged", async () => {
    const good = await photoJpeg({ width: 200, height: 100 });
    const damaged = Buffer.concat([good.subarray(0, 20), Buffer.alloc(200, 0x41)]);
    const error = await processImage(damaged, "jpeg", { name: "broken.jpg" }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe("invalid");
    expect((error as DomainError).message).toContain("broken.jpg");
  });
});
