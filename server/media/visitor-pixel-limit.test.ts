/**
 * What an image over a visitor's pixel limit costs the server: its header is read
 * and it is refused, at almost no CPU, where staff's limit (which every upload had
 * before issue 40) decodes and re-encodes all of it.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploadMessages } from "#common/messages/uploads";
import { uploadLimits } from "#common/upload-limits";
import { DomainError } from "../errors.ts";
import { maxPixelsFrom, processImage } from "./image-pipeline.ts";

/** A JPEG of one colour: megapixels to decode, a few hundred KB on disk, made in well under a second. */
const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7d5c" } })
    .jpeg()
    .toBuffer();

/** CPU time (user and system, every thread of the process) that `work` takes, in ms, and what it answered or threw. */
async function cpuMs(work: () => Promise<unknown>): Promise<{ ms: number; result: unknown }> {
  const before = process.cpuUsage();
  const result = await work().catch((err: unknown) => err);
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, result };
}

// 6000 x 4200 = 25.2 MP: just over a visitor's limit, well under staff's.
const WIDTH = 6000;
const HEIGHT = 4200;
/** Decoding 25 MP takes seconds of wall time while other test files share the cores. */
const SLOW = 30_000;

describe("a visitor's image over the pixel limit", () => {
  it('is between the two limits, which a "24 MP" camera or iPhone photo is not', () => {
    expect(WIDTH * HEIGHT).toBeGreaterThan(uploadLimits.maxVisitorPixels);
    expect(WIDTH * HEIGHT).toBeLessThan(uploadLimits.maxPixels);
    expect(maxPixelsFrom("visitor")).toBeGreaterThanOrEqual(6000 * 4000);
    expect(maxPixelsFrom("visitor")).toBeGreaterThanOrEqual(5712 * 4284);
    expect(maxPixelsFrom("staff")).toBe(uploadLimits.maxPixels);
  });

  it(
    "is refused from its header at near-zero CPU, as too large (413) with the visitor limit's number",
    async () => {
      const image = await plainJpeg(WIDTH, HEIGHT);
      // Unless told otherwise, an image is a visitor's (a form's file answer).
      for (const options of [{}, { uploader: "visitor" as const }]) {
        const { ms, result } = await cpuMs(() =>
          processImage(image, "jpeg", { name: "poster.jpg", variants: false, ...options }),
        );
        // Reading the header takes a few ms; decoding it, as staff's limit does, about 1.5 s of CPU.
        expect(ms).toBeLessThan(200);
        expect(result).toBeInstanceOf(DomainError);
        expect((result as DomainError).kind).toBe("too-large");
        expect((result as DomainError).message).toBe(
          uploadMessages.tooManyPixels("poster.jpg", Math.round(uploadLimits.maxVisitorPixels / 1_000_000)),
        );
      }
    },
    SLOW,
  );

  it(
    "is still taken from staff, and that decoding is the CPU the visitor's limit saves",
    async () => {
      const image = await plainJpeg(WIDTH, HEIGHT);
      const { ms, result } = await cpuMs(() =>
        processImage(image, "jpeg", { name: "poster.jpg", variants: false, uploader: "staff" }),
      );
      expect(result).toMatchObject({ width: WIDTH, height: HEIGHT });
      expect(ms).toBeGreaterThan(200);
    },
    SLOW,
  );
});
