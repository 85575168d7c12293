/**
 * The kinds of field the content model is made of, besides text and localized text
 * (localized.ts): a choice among fixed values, a day on the calendar, and a list
 * of items the staff add, remove and reorder. Each carries its label for the
 * admin's form (`fieldMeta`), and each item of a list has an `id`, made when it is
 * added, by which its Hindi is matched and a comparison finds it (never its position).
 */
import { z } from "zod";
import { isCalendarDate } from "../calendar-date.ts";
import { boundedText } from "../schemas/text.ts";
import { type FieldMeta, labelled, localizedText } from "./localized.ts";

/** One of `options`' keys; the staff see their labels. */
export function choice<const K extends string>(options: Record<K, string>, meta: Omit<FieldMeta, "options">) {
  const values = Object.keys(options) as [K, ...K[]];
  return labelled(z.enum(values, { error: `${meta.label}: choose one of ${Object.values(options).join(", ")}` }), {
    ...meta,
    options,
  });
}

/** A day as `<input type="date">` writes it ("2026-03-05"); empty when not `required`. */
export function calendarDay(meta: Omit<FieldMeta, "input">, { required = false } = {}) {
  const text = boundedText(10, `${meta.label}: enter a date like 2026-03-05`, {
    ...(required ? { required: `${meta.label} is required` } : {}),
  }).refine((value) => value === "" || isCalendarDate(value), `${meta.label}: enter a date like 2026-03-05`);
  return labelled(text, { ...meta, input: "date" });
}

/** A list item's id: made by the form when the item is added (letters, digits and dashes). */
export const itemId = labelled(
  z
    .string({ error: "id is required" })
    .min(1, "id is required")
    .max(80, "id: at most 80 characters")
    .regex(/^[a-z0-9][a-z0-9-]*$/, "id: lower-case letters, digits and dashes only"),
  { label: "Id", hidden: true },
);

/**
 * A list of `item`s (objects with an `id`, or a choice of such objects told apart
 * by their `kind`, as a page's blocks are), at most `max`; no two with the same id.
 * `meta.item` names one item ("Opening") and the field that titles it.
 */
export function list<T extends z.ZodType<{ id: string }>>(
  item: T,
  meta: FieldMeta & { item: NonNullable<FieldMeta["item"]> },
  { max, min = 0 }: { max: number; min?: number },
) {
  return labelled(
    z
      .array(item)
      .min(min, `${meta.label}: add at least ${min}`)
      .max(max, `${meta.label}: at most ${max}`)
      .refine(
        (items) => new Set(items.map((entry) => entry.id)).size === items.length,
        `${meta.label}: two items have the same id`,
      ),
    meta,
  );
}

/** Where a link goes: a page of this site ("/GetInTouch", "/Education#stories") or another site. */
/** A page of this site ("/GetInTouch") or an https:// address: where a link may go. */
export const isLinkTarget = (value: string) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value);

export const linkTarget = labelled(
  boundedText(300, "Goes to: at most 300 characters", { required: "Goes to is required" }).refine(
    isLinkTarget,
    "Goes to: a page of this site (starting with /) or an address starting with https://",
  ),
  { label: "Goes to", help: "A page of this site, like /GetInTouch, or an address starting with https://" },
);

/**
 * The address of a photo in the site's own image store: the large WebP variant of a
 * gallery photo or of a photo uploaded from a content form ("/api/images/content/<hash>-1600.webp"),
 * as the gallery and the upload answer it; its smaller variants are named after it
 * (common/image-variants.ts). An address of another site is refused.
 */
export const STORED_PHOTO_URL = /^\/api\/images\/(?:gallery|content)\/[0-9a-f]{32}-\d{1,5}\.webp$/;

const pixels = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .min(1)
    .max(100_000);

/**
 * A photo picked from the gallery or uploaded (issue 41): the stored photo's address,
 * its size (for the page's `width` and `height`), and what it shows in English and
 * Hindi, required whenever a photo is set. Optional where it is used (`.optional()`):
 * without one, the page shows what it showed before (a person's initials). The server
 * also checks, when it saves, that the address is a photo it stores.
 */
export function photo(meta: Omit<FieldMeta, "input">) {
  return labelled(
    z.object({
      url: z
        .string({ error: `${meta.label}: choose a photo from the gallery or upload one` })
        .max(200, { error: `${meta.label}: choose a photo from the gallery or upload one`, abort: true })
        .regex(
          STORED_PHOTO_URL,
          `${meta.label}: choose a photo from the gallery or upload one (a photo of another site is not taken)`,
        ),
      width: pixels(`${meta.label}'s width`),
      height: pixels(`${meta.label}'s height`),
      alt: localizedText({
        label: "Alt text (what the photo shows)",
        max: 200,
        required: true,
        help: "Read by screen readers and shown when the photo cannot load, like “Meera Sharma smiling in a classroom”. Required with a photo; in Hindi for the Hindi page.",
      }),
    }),
    { ...meta, input: "image" },
  );
}

export type Photo = z.infer<ReturnType<typeof photo>>;
