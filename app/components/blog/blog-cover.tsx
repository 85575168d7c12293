import clsx from "clsx";
import { coverSources } from "#common/blog";
import { AvifPicture } from "~/components/ui/avif-picture";
import { Icon } from "~/components/ui/icon";
import { PHOTO_AFTER_FIRST_PAINT } from "~/components/ui/render-when-near";

/**
 * A post's cover at 2:1 (the 800x400 of spec 9), from the smallest stored variant
 * that fills it (AVIF where the browser reads it), or, without one, a drawn placeholder of the same shape that costs
 * no download on a slow connection.
 */
export function BlogCover({
  image,
  className,
  priority = false,
  afterFirstPaint = false,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  image: string | null;
  className?: string;
  /** The first screen's image: load it at once instead of lazily. */
  priority?: boolean;
  /** A card's lazy cover under the first screen: asked for once the page is drawn (render-when-near.ts). */
  afterFirstPaint?: boolean;
  sizes?: string;
}) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className={clsx(
          "grid aspect-[2/1] w-full place-items-center bg-gradient-to-br from-brand-100 via-brand-50 to-saffron-100",
          className,
        )}
      >
        <Icon name="book-open" className="size-12 text-brand-600/60" />
      </div>
    );
  }
  const { src, srcSet, avifSrcSet } = coverSources(image);
  // The frame keeps the 2:1 shape, so a photo that waits for the first paint moves nothing.
  return (
    <div className={clsx("aspect-[2/1] w-full overflow-hidden bg-slate-100", className)}>
      <AvifPicture avif={avifSrcSet} sizes={sizes} priority={priority}>
        <img
          src={src}
          srcSet={srcSet}
          alt=""
          width={800}
          height={400}
          sizes={sizes}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          className={clsx("size-full object-cover", !priority && afterFirstPaint && PHOTO_AFTER_FIRST_PAINT)}
        />
      </AvifPicture>
    </div>
  );
}
