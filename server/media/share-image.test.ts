import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoJpeg } from "../../tests/support/test-images.ts";
import { createShareImages, SHARE_IMAGE } from "./share-image.ts";
import { type QueueState, sharpQueue } from "./sharp-queue.ts";

const COVER = "/api/images/blog/0123456789abcdef0123456789abcdef.jpg";
const site = { name: "Asha Foundation", tagline: "Learning for every child" };

describe("share images", () => {
  it("crops a post's stored cover to the preview frame, in the sharp queue", async () => {
    const cover = await photoJpeg({ width: 1600, height: 1200 });
    const asked: string[] = [];
    const images = createShareImages(site, {
      get: async (key) => {
        asked.push(key);
        return { body: Readable.from([cover]), contentType: "image/jpeg", size: cover.length, etag: '"x"' };
      },
    });
    const seen: QueueState[] = [];
    const stop = sharpQueue.observe((state) => seen.push(state));
    const preview = await images.fromCover(COVER).finally(stop);
    expect(asked).toEqual(["blog/0123456789abcdef0123456789abcdef.jpg"]);
    const meta = await sharp(preview).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", SHARE_IMAGE.width, SHARE_IMAGE.height]);
    expect(seen.some((state) => state.running > 0)).toBe(true);
  });

  it("has none for a post without a stored cover, or whose cover is gone", async () => {
    const images = createShareImages(site, { get: async () => undefined });
    expect(await images.fromCover(null)).toBeUndefined();
    expect(await images.fromCover("https://example.org/cover.jpg")).toBeUndefined();
    expect(await images.fromCover(COVER)).toBeUndefined();
  });
});
