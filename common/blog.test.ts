import { describe, expect, it } from "vitest";
import { blogCoverHash, coverSources, parseTags } from "./blog.ts";

describe("parseTags (spec 5: comma separated, trimmed, empties dropped)", () => {
  it.each([
    [" Education , ,women,  Education,health ,", ["Education", "women", "health"]],
    [
      ["  a ", "", "b, c", "A"],
      ["a", "b", "c"],
    ],
    ["Girls   Education", ["Girls Education"]],
    ["", []],
    [undefined, []],
  ])("%o → %o", (input, tags) => {
    expect(parseTags(input as string | string[] | undefined)).toEqual(tags);
  });
});

describe("covers", () => {
  const hash = "0123456789abcdef0123456789abcdef";

  it("knows a stored cover by its hash, whichever variant", () => {
    expect(blogCoverHash(`/api/images/blog/${hash}-1600.webp`)).toBe(hash);
    expect(blogCoverHash(`/api/images/blog/${hash}.jpg`)).toBe(hash);
    expect(blogCoverHash(`/api/images/gallery/${hash}-1600.webp`)).toBeUndefined();
    expect(blogCoverHash("/og-image.png")).toBeUndefined();
    expect(blogCoverHash(null)).toBeUndefined();
  });

  it("gives phones the thumbnail and the middle size, in WebP and in AVIF", () => {
    expect(coverSources(`/api/images/blog/${hash}-1600.webp`)).toEqual({
      src: `/api/images/blog/${hash}-1600.webp`,
      srcSet: `/api/images/blog/${hash}-480.webp 480w, /api/images/blog/${hash}-800.webp 800w, /api/images/blog/${hash}-1600.webp 1600w`,
      avifSrcSet: `/api/images/blog/${hash}-480.avif 480w, /api/images/blog/${hash}-800.avif 800w, /api/images/blog/${hash}-1600.webp 1600w`,
    });
    // Between the steps: the middle one is the large one, listed once.
    expect(coverSources(`/api/images/blog/${hash}-700.webp`)).toMatchObject({
      srcSet: `/api/images/blog/${hash}-480.webp 480w, /api/images/blog/${hash}-700.webp 700w`,
      avifSrcSet: `/api/images/blog/${hash}-480.avif 480w, /api/images/blog/${hash}-700.avif 700w`,
    });
    // A small original: both variants are its own width, so one entry.
    expect(coverSources(`/api/images/blog/${hash}-300.webp`)).toMatchObject({
      srcSet: `/api/images/blog/${hash}-300.webp 300w`,
      avifSrcSet: `/api/images/blog/${hash}-300.avif 300w`,
    });
    expect(coverSources("/somewhere/else.png")).toEqual({ src: "/somewhere/else.png" });
  });
});
