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
import { type FieldMeta, labelled } from "./localized.ts";

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
export const linkTarget = labelled(
  boundedText(300, "Goes to: at most 300 characters", { required: "Goes to is required" }).refine(
    (value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    "Goes to: a page of this site (starting with /) or an address starting with https://",
  ),
  { label: "Goes to", help: "A page of this site, like /GetInTouch, or an address starting with https://" },
);
