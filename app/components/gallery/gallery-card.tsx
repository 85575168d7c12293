/**
 * A gallery card (spec 2.19): the photo (a small slideshow with previous/next
 * arrows, dots and a photo-count badge when the item has several), category,
 * title, a description clamped to two lines, place and date. The photo opens
 * the viewer at the photo showing.
 */
import clsx from "clsx";
import { useState } from "react";
import { fill } from "#common/fill";
import type { GalleryItemView } from "#common/schemas/gallery";
import { Icon } from "~/components/ui/icon";
import { PHOTO_AFTER_FIRST_PAINT, RENDER_WHEN_NEAR } from "~/components/ui/render-when-near";
import { galleryText } from "~/content/gallery";
import { useTranslated } from "~/i18n/words";
import { useDisplayDate } from "~/lib/format-date";
import { GalleryPhoto } from "./gallery-photo";
import { PhotoArrows } from "./photo-arrows";
import { useCategoryLabel } from "./use-category-label";

export type GalleryItemData = GalleryItemView;

/** Three columns on wide screens (max-w-7xl), two on tablets, one on phones. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export function GalleryCard({
  item,
  eager,
  priority = false,
  onOpen,
}: {
  item: GalleryItemData;
  eager: boolean;
  /** The first card's photo: the page's largest paint. */
  priority?: boolean;
  onOpen: (item: GalleryItemData, index: number) => void;
}) {
  const formatDate = useDisplayDate();
  const text = useTranslated(galleryText, "galleryText");
  const categoryLabel = useCategoryLabel();
  const [index, setIndex] = useState(0);
  const count = item.images.length;
  const photo = item.images[index] ?? item.images[0];
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);

  return (
    <article
      className={clsx(
        "flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md",
        !eager && RENDER_WHEN_NEAR,
      )}
    >
      <div className="group relative aspect-[4/3] bg-slate-100">
        {photo && (
          <button
            type="button"
            onClick={() => onOpen(item, index)}
            aria-label={fill(text.openViewer, { title: item.title })}
            className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-saffron-400"
          >
            <GalleryPhoto
              key={photo.url}
              photo={photo}
              sizes={CARD_IMAGE_SIZES}
              eager={eager}
              priority={priority}
              className={clsx("size-full object-cover", !eager && PHOTO_AFTER_FIRST_PAINT)}
            />
          </button>
        )}
        {count > 1 && (
          <>
            <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-bold text-white">
              <Icon name="images" className="size-3.5" />
              {fill(text.photoCount, { count })}
            </span>
            <PhotoArrows look="card" onPrevious={() => step(-1)} onNext={() => step(1)} />
            {/* Each dot is a 44 px tap target around a small mark (issue 23, finding 18). */}
            <div className="absolute inset-x-0 bottom-0 z-10 flex justify-center">
              {item.images.map((image, i) => (
                <button
                  key={image.url}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={fill(text.showPhoto, { index: i + 1, total: count })}
                  aria-current={i === index ? "true" : undefined}
                  className="grid size-11 place-items-center"
                >
                  <span
                    className={clsx(
                      "block size-2 rounded-full shadow ring-1 ring-slate-900/20 transition",
                      i === index ? "scale-125 bg-white" : "bg-white/60",
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wide text-saffron-700 uppercase">{categoryLabel(item.category)}</p>
        {/* h2: the cards stand straight under the page's h1 */}
        <h2 className="mt-1 text-lg font-bold text-slate-900">{item.title}</h2>
        {item.description && (
          <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-600">{item.description}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-slate-500">
          {item.location && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="size-4" />
              {item.location}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar" className="size-4" />
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </span>
        </div>
      </div>
    </article>
  );
}
