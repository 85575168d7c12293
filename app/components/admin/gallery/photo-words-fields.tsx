/**
 * A photo's words in the item editor (issue 43): the caption visitors read under
 * it, several lines if need be, and its alt text for screen readers, which follows
 * the caption ("Same as caption", ticked by default) unless the staff untick it
 * and write one of their own. Each label names its photo for screen readers.
 */
import { useId } from "react";
import { PHOTO_TEXT_MAX } from "#common/schemas/gallery";
import type { PhotoWords } from "~/components/admin/gallery/use-item-edit";
import { controlClass, FieldError } from "~/components/form-kit/control";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;

function WordsField({
  id,
  label,
  photo,
  hint,
  value,
  placeholder,
  error,
  onChange,
}: {
  id: string;
  label: string;
  /** The photo's number, said after the label to screen readers. */
  photo: number;
  hint: string;
  value: string;
  placeholder: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        <span className="sr-only">{text.ofPhoto(photo)}</span>
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-slate-600">
        {hint}
      </p>
      <textarea
        id={id}
        rows={2}
        value={value}
        maxLength={PHOTO_TEXT_MAX}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        // As tall as its words (where the browser can), so a caption is read whole on a phone.
        className={`${controlClass(Boolean(error))} mt-1.5 min-h-20 resize-y field-sizing-content`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function PhotoWordsFields({
  photo,
  words,
  placeholder,
  errors = {},
  onChange,
}: {
  /** The photo's number in the item (1 is the cover). */
  photo: number;
  words: PhotoWords;
  /** What shows when the words are left empty: the item's title. */
  placeholder: string;
  errors?: Partial<Record<keyof PhotoWords, string>>;
  onChange: (words: PhotoWords) => void;
}) {
  const id = useId();
  const sameId = `${id}-same`;
  return (
    <div className="space-y-3">
      <WordsField
        id={`${id}-caption`}
        label={text.captionLabel}
        photo={photo}
        hint={text.captionHint}
        value={words.caption}
        placeholder={placeholder}
        error={errors.caption ?? (words.same ? errors.alt : undefined)}
        onChange={(caption) => onChange({ ...words, caption })}
      />
      <div className="flex items-start gap-3">
        <input
          id={sameId}
          type="checkbox"
          checked={words.same}
          // Unticked, the alt text starts from the caption: the staff change what differs.
          onChange={(event) =>
            onChange({ ...words, same: event.target.checked, alt: event.target.checked ? words.alt : words.caption })
          }
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={sameId} className="min-h-11 flex-1 text-sm leading-snug text-slate-700">
          {text.sameAsCaption}
          <span className="sr-only">{text.whichPhoto(photo)}</span>
        </label>
      </div>
      {!words.same && (
        <WordsField
          id={`${id}-alt`}
          label={text.altLabel}
          photo={photo}
          hint={text.altHint}
          value={words.alt}
          placeholder={placeholder}
          error={errors.alt}
          onChange={(alt) => onChange({ ...words, alt })}
        />
      )}
    </div>
  );
}
