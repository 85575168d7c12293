/**
 * Widths of the WebP variants the image pipeline makes (server/media) and pages
 * name in `srcset`: a thumbnail, a middle size and a large size. A phone 360-430
 * px wide at 1.75-3x density shows a full-width photo at 630-1300 device pixels:
 * with only 480 and 1600 it took the 1600 px file (~300 KB) for every card; the
 * 800 px step costs a third of that. An image narrower than a variant is not
 * enlarged, so a variant's width is min(original width, this).
 *
 * Variants are stored as `<hash>-<width>.webp` beside the original: the names of
 * the others follow from the large one's. Uploads from before the middle size
 * existed get it from `npm run media -- regenerate`; until then its URL answers
 * a redirect to the large file (server/api/images.ts).
 */
export const imageVariantWidths = { thumb: 480, medium: 800, large: 1600 } as const;

const VARIANT_NAME = /-\d+\.webp$/;

/** The URL or storage key of the variant `width` wide, named after the large variant's (undefined for other images). */
export function variantName(largeName: string, width: number): string | undefined {
  return VARIANT_NAME.test(largeName) ? largeName.replace(VARIANT_NAME, `-${width}.webp`) : undefined;
}

/**
 * `srcset` for a stored photo's variants: `url` is the large one, `width` the
 * original's. Steps that come out the same width (a small original) are listed once.
 */
export function variantSrcSet(photo: { url: string; thumbnail: string; width: number }): string {
  const width = (step: number) => Math.min(photo.width, step);
  const entries = new Map<number, string>();
  entries.set(width(imageVariantWidths.thumb), photo.thumbnail);
  const medium = variantName(photo.url, width(imageVariantWidths.medium));
  if (medium) entries.set(width(imageVariantWidths.medium), medium);
  entries.set(width(imageVariantWidths.large), photo.url);
  return [...entries].map(([w, url]) => `${url} ${w}w`).join(", ");
}
