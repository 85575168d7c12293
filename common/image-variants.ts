/**
 * Widths of the variants the image pipeline makes (server/media) and pages name
 * in `srcset`: a thumbnail, a middle size and a large size. A phone 360-430 px
 * wide at 1.75-3x density shows a full-width photo at 630-1300 device pixels:
 * with only 480 and 1600 it took the 1600 px file (~300 KB) for every card; the
 * 800 px step costs a third of that. An image narrower than a variant is not
 * enlarged, so a variant's width is min(original width, this).
 *
 * Every step is a WebP file; the two small ones also have an AVIF file, about 35 %
 * smaller (decision 036). Variants are stored as `<hash>-<width>.webp` and
 * `<hash>-<width>.avif` beside the original: every name follows from the large
 * one's. Uploads from before a step or AVIF existed get the missing files from
 * `npm run media -- regenerate`; until then such a URL answers a redirect to a
 * WebP file there is (server/api/images.ts).
 */
export const imageVariantWidths = { thumb: 480, medium: 800, large: 1600 } as const;

export type VariantStep = keyof typeof imageVariantWidths;
export type VariantFormat = "webp" | "avif";

/**
 * The steps that also get an AVIF file. Not the large one: AVIF costs far more
 * time to encode than WebP, and a 1600 px AVIF (~640 ms a photo) would hold a
 * 20-photo upload 13 s longer; phones, where the bytes matter, take the small steps.
 */
export const avifSteps = ["thumb", "medium"] as const satisfies readonly VariantStep[];
export type AvifStep = (typeof avifSteps)[number];

const VARIANT_NAME = /-\d+\.webp$/;
/** A stored variant's key: `<prefix>/<hash>-<width>.<webp|avif>`. */
const STORED_VARIANT_KEY = /^([a-z0-9][a-z0-9-]*\/[0-9a-f]{32})-(\d+)\.(webp|avif)$/;

/** The image (`<prefix>/<hash>`), width and format a stored variant's key names; undefined for other keys. */
export function parseVariantKey(key: string): { image: string; width: number; format: VariantFormat } | undefined {
  const match = STORED_VARIANT_KEY.exec(key);
  return match ? { image: match[1] as string, width: Number(match[2]), format: match[3] as VariantFormat } : undefined;
}

/**
 * The URL or storage key of the variant `width` wide in `format`, named after the
 * large variant's (undefined for other images).
 */
export function variantName(largeName: string, width: number, format: VariantFormat = "webp"): string | undefined {
  return VARIANT_NAME.test(largeName) ? largeName.replace(VARIANT_NAME, `-${width}.${format}`) : undefined;
}

/**
 * Every variant name an image can have (WebP and AVIF), from its large variant's
 * name and its original's width, each once: what goes when the image goes. Names
 * of files an old upload never got are listed too (deleting them is a no-op).
 */
export function variantNames(largeName: string, originalWidth: number): string[] {
  const name = (step: VariantStep, format: VariantFormat) =>
    variantName(largeName, Math.min(originalWidth, imageVariantWidths[step]), format) ?? largeName;
  const steps = Object.keys(imageVariantWidths) as VariantStep[];
  return [
    ...new Set([largeName, ...steps.map((step) => name(step, "webp")), ...avifSteps.map((step) => name(step, "avif"))]),
  ];
}

/** `srcset` from width → URL, in the order given. */
const srcSet = (entries: Map<number, string>) => [...entries].map(([w, url]) => `${url} ${w}w`).join(", ");

/**
 * The two `srcset`s of a stored photo, for a `<picture>`: `avif` for its
 * `<source type="image/avif">`, `webp` for its `<img>`. `url` is the large variant,
 * `width` the original's; steps that come out the same width (a small original)
 * are listed once. `avif` is undefined for an image without variants.
 *
 * The AVIF set ends with the large WebP: a browser that picked the AVIF source
 * chooses only among its candidates, and without a large one a 3x phone or a wide
 * screen would get an 800 px picture. Every browser that reads AVIF reads WebP.
 */
export function variantSources(photo: { url: string; thumbnail: string; width: number }): {
  avif?: string;
  webp: string;
} {
  const width = (step: VariantStep) => Math.min(photo.width, imageVariantWidths[step]);
  const webp = new Map<number, string>([[width("thumb"), photo.thumbnail]]);
  const medium = variantName(photo.url, width("medium"));
  if (medium) webp.set(width("medium"), medium);
  webp.set(width("large"), photo.url);
  if (!medium) return { webp: srcSet(webp) };

  const avif = new Map<number, string>();
  for (const step of avifSteps) avif.set(width(step), variantName(photo.url, width(step), "avif") ?? photo.url);
  if (!avif.has(width("large"))) avif.set(width("large"), photo.url);
  return { avif: srcSet(avif), webp: srcSet(webp) };
}
