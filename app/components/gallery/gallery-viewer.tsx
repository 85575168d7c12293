/**
 * The photo viewer (spec 2.19, 4): one item's photos large with their captions,
 * previous/next wrapping around, thumbnails, a counter and close. ArrowLeft and ArrowRight
 * move, Escape closes; a horizontal swipe moves on touch screens. Built on the
 * shared Modal (native <dialog>): focus stays inside while open and returns to
 * the card on close.
 */
import clsx from "clsx";
import { useEffect, useRef } from "react";
import { fill } from "#common/fill";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { galleryText } from "~/content/gallery";
import { useTranslated } from "~/i18n/words";
import { useDisplayDate } from "~/lib/format-date";
import type { GalleryItemData } from "./gallery-card";
import { GalleryPhoto } from "./gallery-photo";
import { PhotoArrows } from "./photo-arrows";
import { useCategoryLabel } from "./use-category-label";

/** Shortest horizontal finger travel, in CSS pixels, that counts as a swipe. */
const SWIPE_DISTANCE = 40;

export interface ViewerState {
  item: GalleryItemData;
  index: number;
}

/** Next index, wrapping from the last photo to the first and back (spec 4). */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);

export function GalleryViewer({
  state,
  onChange,
  onClose,
}: {
  state: ViewerState | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const formatDate = useDisplayDate();
  const text = useTranslated(galleryText, "galleryText");
  const categoryLabel = useCategoryLabel();
  const item = state?.item;
  const count = item?.images.length ?? 0;
  const index = state ? wrapIndex(state.index, count) : 0;
  const photo = item?.images[index];
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const activeThumb = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!state) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") onChange(wrapIndex(state.index - 1, count));
      else if (event.key === "ArrowRight") onChange(wrapIndex(state.index + 1, count));
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [state, count, onChange]);

  useEffect(() => {
    if (photo) activeThumb.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [photo]);

  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      title={item?.title ?? ""}
      description={item ? [categoryLabel(item.category), formatDate(item.date)].filter(Boolean).join(" · ") : undefined}
      size="lg"
    >
      {item && photo && (
        <div>
          <div
            className="relative -mx-5 flex h-[min(50dvh,36rem)] touch-pan-y items-center justify-center bg-slate-950 select-none sm:mx-0 sm:rounded-xl"
            onPointerDown={(event) => {
              swipeStart.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (!start || count < 2) return;
              const dx = event.clientX - start.x;
              if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
                onChange(wrapIndex(index + (dx < 0 ? 1 : -1), count));
              }
            }}
          >
            <GalleryPhoto
              key={photo.url}
              photo={photo}
              sizes="(min-width: 768px) 720px, 100vw"
              eager
              priority
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 && (
              <PhotoArrows
                look="viewer"
                onPrevious={() => onChange(wrapIndex(index - 1, count))}
                onNext={() => onChange(wrapIndex(index + 1, count))}
              />
            )}
            <p
              aria-live="polite"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white tabular-nums"
            >
              {fill(text.viewer.counter, { index: index + 1, total: count })}
            </p>
          </div>

          <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              {/* The caption the staff wrote, else the alt text (null: they typed it once for both). */}
              <p className="text-sm whitespace-pre-line text-slate-700">{photo.caption ?? photo.alt}</p>
              {item.location && (
                <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-500">
                  <Icon name="map-pin" className="size-4" />
                  {item.location}
                </p>
              )}
            </div>
            <a
              href={photo.original}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              <Icon name="download" className="size-4" />
              {text.viewer.download}
            </a>
          </div>
          {item.description && <p className="mt-3 text-sm leading-relaxed text-slate-600">{item.description}</p>}

          {count > 1 && (
            <ul aria-label={text.viewer.thumbnails} className="mt-4 flex gap-2 overflow-x-auto pb-1">
              {item.images.map((image, i) => (
                <li key={image.url} className="shrink-0">
                  <button
                    ref={i === index ? activeThumb : undefined}
                    type="button"
                    onClick={() => onChange(i)}
                    aria-label={fill(text.showPhoto, { index: i + 1, total: count })}
                    aria-current={i === index ? "true" : undefined}
                    className={clsx(
                      "block size-16 overflow-hidden rounded-lg ring-2 ring-offset-2 transition sm:size-20",
                      i === index ? "ring-brand-600" : "opacity-70 ring-transparent hover:opacity-100",
                    )}
                  >
                    <GalleryPhoto photo={image} sizes="80px" decorative className="size-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 hidden text-xs text-slate-500 sm:block">{text.viewer.hint}</p>
        </div>
      )}
    </Modal>
  );
}
