/**
 * A stored photo's `<img>` (WebP `srcset`) inside a `<picture>` whose `<source>`
 * offers the AVIF files, about 35 % smaller (decision 036); browsers that read no
 * AVIF skip the source. The `<picture>` is `display: contents`, so the `<img>`
 * keeps its place in the layout (a flex or grid child, `size-full`) as before.
 */
import type { ReactElement } from "react";
import { preload } from "react-dom";

export function AvifPicture({
  avif,
  sizes,
  priority = false,
  children,
}: {
  /** The AVIF `srcset` (common/image-variants.ts `variantSources`); without it the `<img>` alone. */
  avif: string | undefined;
  /** The `<img>`'s own `sizes`, so both pick the same width. */
  sizes: string;
  /** The page's largest paint: preloaded from <head>. */
  priority?: boolean;
  /** The `<img>`, with its WebP `srcset`, dimensions, alt text and loading hints. */
  children: ReactElement;
}) {
  if (!avif) return children;
  // React preloads an eager <img> from <head>, but not one inside a <picture> (it cannot
  // tell which file the browser will pick). The page's main photo keeps that head start
  // for the browsers that read AVIF; `type` makes the others skip it.
  if (priority) {
    preload(avif.split(" ")[0] ?? avif, {
      as: "image",
      imageSrcSet: avif,
      imageSizes: sizes,
      type: "image/avif",
      fetchPriority: "high",
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {children}
    </picture>
  );
}
