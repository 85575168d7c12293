import { describe, expect, it } from "vitest";
import { variantName, variantNames, variantSources } from "./image-variants.ts";

const hash = "0123456789abcdef0123456789abcdef";
const at = (width: number, format = "webp") => `/api/images/gallery/${hash}-${width}.${format}`;

describe("variantName", () => {
  it("names a step after the large variant, in WebP unless told", () => {
    expect(variantName(at(1600), 800)).toBe(at(800));
    expect(variantName(at(1600), 480, "avif")).toBe(at(480, "avif"));
    expect(variantName(`gallery/${hash}-1600.webp`, 800, "avif")).toBe(`gallery/${hash}-800.avif`);
    expect(variantName(`/api/images/gallery/${hash}.jpg`, 800)).toBeUndefined();
  });
});

describe("variantNames", () => {
  it("lists the three WebP steps and the two AVIF ones", () => {
    expect(variantNames(`gallery/${hash}-1600.webp`, 3000).sort()).toEqual(
      [
        `gallery/${hash}-1600.webp`,
        `gallery/${hash}-800.webp`,
        `gallery/${hash}-480.webp`,
        `gallery/${hash}-800.avif`,
        `gallery/${hash}-480.avif`,
      ].sort(),
    );
  });

  it("lists a name once when steps come out the same width (a small original)", () => {
    expect(variantNames(`gallery/${hash}-300.webp`, 300).sort()).toEqual(
      [`gallery/${hash}-300.webp`, `gallery/${hash}-300.avif`].sort(),
    );
  });
});

describe("variantSources", () => {
  it("gives the AVIF small steps, then the large WebP, and the WebP ladder", () => {
    expect(variantSources({ url: at(1600), thumbnail: at(480), width: 3000 })).toEqual({
      avif: `${at(480, "avif")} 480w, ${at(800, "avif")} 800w, ${at(1600)} 1600w`,
      webp: `${at(480)} 480w, ${at(800)} 800w, ${at(1600)} 1600w`,
    });
  });

  it("lists each width once for a photo narrower than the steps", () => {
    expect(variantSources({ url: at(1200), thumbnail: at(480), width: 1200 })).toEqual({
      avif: `${at(480, "avif")} 480w, ${at(800, "avif")} 800w, ${at(1200)} 1200w`,
      webp: `${at(480)} 480w, ${at(800)} 800w, ${at(1200)} 1200w`,
    });
    // At most 800 wide: the AVIF middle step is as wide as the large WebP and is preferred.
    expect(variantSources({ url: at(700), thumbnail: at(480), width: 700 })).toEqual({
      avif: `${at(480, "avif")} 480w, ${at(700, "avif")} 700w`,
      webp: `${at(480)} 480w, ${at(700)} 700w`,
    });
    expect(variantSources({ url: at(300), thumbnail: at(300), width: 300 })).toEqual({
      avif: `${at(300, "avif")} 300w`,
      webp: `${at(300)} 300w`,
    });
  });

  it("gives no AVIF set for an image without variants", () => {
    expect(variantSources({ url: "/photos/big.jpg", thumbnail: "/photos/small.jpg", width: 1000 })).toEqual({
      webp: "/photos/small.jpg 480w, /photos/big.jpg 1000w",
    });
  });
});
