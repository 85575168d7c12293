/**
 * One stored photo as an <img>: the WebP variants through `srcset`/`sizes`, the
 * AVIF ones through a `<picture>` source, width and height set so the layout does
 * not jump, lazy unless told otherwise, and the "Image not available" placeholder
 * when it cannot be loaded (spec 8).
 */
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { variantSources } from "#common/image-variants";
import { galleryMessages } from "#common/messages/gallery";
import type { GalleryImageView } from "#common/schemas/gallery";
import { AvifPicture } from "~/components/ui/avif-picture";
import { Icon } from "~/components/ui/icon";
import { useTranslated } from "~/i18n/words";

export type GalleryPhotoData = GalleryImageView;

export function GalleryPhoto({
  photo,
  sizes,
  eager = false,
  priority = false,
  decorative = false,
  className,
}: {
  photo: GalleryPhotoData;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** For photos in the first screenful: load at once. */
  eager?: boolean;
  /**
   * For the one photo that is the page's largest paint: fetched ahead of the rest. React
   * preloads a high-priority image in <head>; three of them (300 KB) went out before the
   * stylesheet and held back the first paint.
   */
  priority?: boolean;
  /** Inside a control that already names it (a thumbnail button): no alt text of its own. */
  decorative?: boolean;
  className?: string;
}) {
  const messages = useTranslated(galleryMessages, "galleryMessages");
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // Give each photo its own element (key={photo.url}): the failed state belongs to one image.
  useEffect(() => {
    // An image that failed before React hydrated fired its error event unheard.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${photo.alt}: ${messages.imageUnavailable}`}
        className={clsx("flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500", className)}
      >
        <Icon name="image-off" className="size-8" />
        <span className="text-sm font-medium">{messages.imageUnavailable}</span>
      </div>
    );
  }
  const sources = variantSources(photo);
  return (
    <AvifPicture avif={sources.avif} sizes={sizes} priority={priority}>
      <img
        ref={ref}
        src={photo.thumbnail || photo.url}
        srcSet={sources.webp}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={decorative ? "" : photo.alt}
        // A drag would start the browser's own image drag-and-drop instead of a swipe.
        draggable={false}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={className}
      />
    </AvifPicture>
  );
}
