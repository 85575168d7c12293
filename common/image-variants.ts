/**
 * Widths of the WebP variants the image pipeline makes (server/media) and pages
 * name in `srcset`: a thumbnail and a large size. An image narrower than a
 * variant is not enlarged, so a variant's width is min(original width, this).
 */
export const imageVariantWidths = { thumb: 480, large: 1600 } as const;

/** `srcset` for a stored photo's two variants (one entry when they are the same size). */
export function variantSrcSet(photo: { url: string; thumbnail: string; width: number }): string {
  const thumbWidth = Math.min(photo.width, imageVariantWidths.thumb);
  const largeWidth = Math.min(photo.width, imageVariantWidths.large);
  return thumbWidth === largeWidth
    ? `${photo.url} ${largeWidth}w`
    : `${photo.thumbnail} ${thumbWidth}w, ${photo.url} ${largeWidth}w`;
}
