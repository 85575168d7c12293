/**
 * The content form's photo field (issue 41): the photo chosen now as a thumbnail, then
 * "Choose from the gallery" (a dialog of the gallery's photos, searched and shown a page
 * at a time), "Upload a photo" (through the server's image pipeline, as the blog's cover
 * is: POST /api/content/images) and "Remove photo"; with a photo, its alt text in English
 * and Hindi, which the model requires. The dialog gives the focus back to the button
 * that opened it; what happened is said in a status line screen readers read.
 */
import { useEffect, useId, useMemo, useState } from "react";
import type { Photo } from "#common/content-model/fields";
import type { LocalizedText } from "#common/content-model/localized";
import { imageVariantWidths, variantName } from "#common/image-variants";
import type { GalleryItemView } from "#common/schemas/gallery";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { photoFieldText as text } from "~/content/admin/content";
import { apiRequest, listOf } from "~/lib/api-client";
import { LocalizedInput } from "./localized-input";
import { joinPath } from "./model-fields";

/** A gallery photo as the dialog offers it. */
export interface GalleryChoice {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
  alt: string;
  /** What the search looks in: the photo's alt text and its item's title, place and description. */
  words: string;
}

/** Photos shown at a time in the dialog; "Show more" adds as many. */
export const GALLERY_PAGE = 24;

/** Every photo of the gallery's items, newest item first, as the dialog offers them. */
export function galleryChoices(items: readonly GalleryItemView[]): GalleryChoice[] {
  return items.flatMap((item) =>
    item.images.map((image) => ({
      url: image.url,
      thumbnail: image.thumbnail,
      width: image.width,
      height: image.height,
      alt: image.alt,
      words: [image.alt, item.title, item.location, item.description].join(" ").toLowerCase(),
    })),
  );
}

/** The photos whose words hold every word of `query`. */
export function matchingChoices(choices: readonly GalleryChoice[], query: string): GalleryChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return choices.filter((choice) => words.every((word) => choice.words.includes(word)));
}

/** Uploads a photo through the image pipeline; answers the stored photo. */
export async function uploadContentPhoto(file: File): Promise<Omit<Photo, "alt">> {
  const body = new FormData();
  body.append("image", file);
  // Photos from a phone on a slow connection take a while.
  const answer = await apiRequest<{ data: { image: string; width: number; height: number } }>("/content/images", {
    method: "POST",
    body,
    timeoutMs: 180_000,
  });
  return { url: answer.data.image, width: answer.data.width, height: answer.data.height };
}

const thumbnailOf = (photo: Pick<Photo, "url" | "width">) =>
  variantName(photo.url, Math.min(photo.width, imageVariantWidths.thumb)) ?? photo.url;

const buttonClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500";

function GalleryDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (choice: GalleryChoice) => void;
}) {
  const [choices, setChoices] = useState<GalleryChoice[] | undefined>();
  const [failed, setFailed] = useState("");
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(GALLERY_PAGE);
  const searchId = useId();

  useEffect(() => {
    if (!open || choices) return;
    let live = true;
    apiRequest<unknown>("/gallery")
      .then((answer) => live && setChoices(galleryChoices(listOf<GalleryItemView>(answer))))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [open, choices]);

  const matching = useMemo(() => matchingChoices(choices ?? [], query), [choices, query]);
  const status = failed
    ? text.galleryFailed(failed)
    : !choices
      ? text.galleryLoading
      : choices.length === 0
        ? text.galleryEmpty
        : matching.length === 0
          ? text.galleryNoMatch
          : text.galleryShowing(Math.min(shown, matching.length), matching.length);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.galleryTitle}
      description={text.galleryDescription}
      size="lg"
      footer={
        <button type="button" className={buttonClass} onClick={onClose}>
          {text.cancel}
        </button>
      }
    >
      <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
        {text.gallerySearch}
      </label>
      <div className="relative mt-1">
        <Icon name="search" className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(GALLERY_PAGE);
          }}
          className="min-h-11 w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-base"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {status}
      </p>
      {matching.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {matching.slice(0, shown).map((choice) => (
            <li key={choice.url}>
              <button
                type="button"
                onClick={() => onPick(choice)}
                className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-50 text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
              >
                <img
                  src={choice.thumbnail}
                  alt=""
                  width={choice.width}
                  height={choice.height}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="sr-only">{text.galleryPick(choice.alt)}</span>
                <span aria-hidden="true" className="line-clamp-2 px-2 py-1.5 text-xs text-slate-700">
                  {choice.alt}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {matching.length > shown && (
        <button
          type="button"
          className={`${buttonClass} mt-4`}
          onClick={() => setShown((count) => count + GALLERY_PAGE)}
        >
          {text.galleryMore}
        </button>
      )}
    </Modal>
  );
}

export function ImageInput({
  path,
  label,
  help,
  alt,
  value,
  published,
  errors,
  onChange,
}: {
  /** Its path in the document ("blocks.1.cards.items.0.photo"). */
  path: string;
  label: string;
  help?: string;
  /** Its alt text's field: label, help, limits. */
  alt: { label: string; help?: string; max?: number; required: boolean };
  value: Photo | undefined;
  published: Photo | undefined;
  errors: Record<string, string>;
  /** `undefined`: no photo. */
  onChange: (path: string, next: Photo | undefined) => void;
}) {
  const id = useId();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");
  const error = errors[path] ?? errors[joinPath(path, "url")];
  const keepAlt = (next: Omit<Photo, "alt">, suggested: string): Photo => ({
    ...next,
    alt: value?.alt ?? { en: suggested, hi: "", hiStale: false },
  });

  const upload = async (file: File) => {
    setUploading(true);
    setStatus(text.uploading);
    try {
      onChange(path, keepAlt(await uploadContentPhoto(file), ""));
      setStatus(text.uploaded);
    } catch (failure) {
      setStatus(text.uploadFailed(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset
      aria-describedby={help ? `${id}-help` : undefined}
      className="min-w-0 rounded-xl border border-slate-200 bg-white px-2.5 py-3 sm:p-4 md:col-span-2"
      data-field={path}
    >
      <legend className="px-1 text-sm font-bold text-slate-900">{label}</legend>
      {help && (
        <p id={`${id}-help`} className="text-sm text-slate-500">
          {help}
        </p>
      )}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-50">
          {value ? (
            <img
              src={thumbnailOf(value)}
              alt={text.current(label)}
              width={value.width}
              height={value.height}
              className="size-full object-cover"
            />
          ) : (
            <Icon name="image" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <button type="button" className={buttonClass} onClick={() => setGalleryOpen(true)} disabled={uploading}>
            <Icon name="image" className="size-4" />
            {text.chooseFromGallery}
          </button>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={uploading}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same file again after a failure must fire again.
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className={`${buttonClass} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 peer-disabled:cursor-wait peer-disabled:opacity-60`}
          >
            <Icon name="image-plus" className="size-4" />
            {text.upload}
          </label>
          {value && !uploading && (
            <button
              type="button"
              onClick={() => {
                onChange(path, undefined);
                setStatus(text.removed);
              }}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              <Icon name="trash" className="size-4" />
              {text.remove}
            </button>
          )}
          <p role="status" className="w-full text-sm text-slate-600">
            {status || (value ? "" : text.none)}
          </p>
          {error && (
            <p className="w-full text-sm font-semibold text-red-700" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      {value && (
        <div className="mt-3">
          <LocalizedInput
            path={joinPath(path, "alt")}
            label={alt.label}
            help={alt.help}
            multiline={false}
            max={alt.max}
            required={alt.required}
            value={value.alt}
            published={published?.alt}
            errors={errors}
            onChange={(_altPath, next: LocalizedText) => onChange(path, { ...value, alt: next })}
          />
        </div>
      )}
      <GalleryDialog
        open={galleryOpen}
        onClose={() => setGalleryOpen(false)}
        onPick={(choice) => {
          onChange(path, keepAlt(choice, choice.alt));
          setGalleryOpen(false);
          setStatus(text.picked);
        }}
      />
    </fieldset>
  );
}
