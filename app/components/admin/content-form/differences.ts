/**
 * What differs between two versions of a content document, as rows a person
 * reads (the history's comparison): each changed field with its label and both
 * values in words, never JSON. A list's items are matched by their id, so an item
 * moved is not a change of every item after it: an item added or removed is one
 * row, an item changed is one row per changed field, labelled with its title, and
 * a new order is one row listing the titles. A block whose kind changed is one row
 * (its kind then and now); a text list's lines, which have no id, are compared by
 * position, one row per line changed, added or removed.
 */
import type { Photo } from "#common/content-model/fields";
import type { LocalizedText } from "#common/content-model/localized";
import { photoFieldText as photoText, contentFormText as text } from "~/content/admin/content";
import {
  itemName,
  joinPath,
  type ListField,
  type ModelField,
  type TextListField,
  type UnionField,
  unionOption,
  valueAt,
} from "./model-fields";

export interface Difference {
  key: string;
  label: string;
  /** In the earlier version, in words. */
  was: string;
  /** Published now, in words. */
  is: string;
}

type Item = { id?: unknown };

/** A value in words: a localized text's English / Hindi, a choice's label, a text as it is. */
function inWords(field: ModelField, value: unknown): string {
  if (field.kind === "localized" && value && typeof value === "object") {
    const { en, hi } = value as LocalizedText;
    return [en, hi].filter(Boolean).join(" / ");
  }
  if (field.kind === "image") {
    const alt = (value as Photo | undefined)?.alt;
    return alt ? photoText.inWords([alt.en, alt.hi].filter(Boolean).join(" / ")) : photoText.none;
  }
  if (field.kind === "choice") {
    if (value === undefined && field.optional) return text.noChoice;
    return field.options.find((option) => option.value === value)?.label ?? String(value ?? "");
  }
  return String(value ?? "");
}

/** A localized text's English / Hindi (a text list's line). */
const lineInWords = (line: unknown) => {
  const { en, hi } = (line ?? {}) as Partial<LocalizedText>;
  return [en, hi].filter(Boolean).join(" / ");
};

/** What a change is: a localized text's words (not its Hindi mark, which follows them). */
const compared = (field: ModelField, value: unknown) => {
  if (field.kind === "localized")
    return [(value as LocalizedText | undefined)?.en, (value as LocalizedText | undefined)?.hi];
  // A photo: which one, and its alt text's words.
  if (field.kind === "image") {
    const photo = value as Photo | undefined;
    return photo && [photo.url, photo.alt.en, photo.alt.hi];
  }
  return value;
};

function listDifferences(field: ListField, then: unknown, now: unknown, groups: string[], key: string): Difference[] {
  const before = (Array.isArray(then) ? then : []) as Item[];
  const after = (Array.isArray(now) ? now : []) as Item[];
  const label = [...groups, field.meta.label];
  const titled = (item: Item, index: number) => itemName(field, item, `${field.item.label} ${index + 1}`);
  const rows: Difference[] = [];

  const earlier = new Map(before.map((item, index) => [item.id, { item, index }]));
  const later = new Set(after.map((item) => item.id));
  after.forEach((item, index) => {
    const title = titled(item, index);
    const itemKey = `${key}.${String(item.id)}`;
    const was = earlier.get(item.id);
    if (!was) {
      rows.push({ key: itemKey, label: [...label, title].join(" › "), was: text.itemNotThere, is: text.itemAdded });
    } else {
      rows.push(...differences(field.fields, was.item, item, [...label, title], itemKey));
    }
  });
  before.forEach((item, index) => {
    if (later.has(item.id)) return;
    const title = titled(item, index);
    rows.push({
      key: `${key}.${String(item.id)}`,
      label: [...label, title].join(" › "),
      was: text.itemThere,
      is: text.itemRemoved,
    });
  });

  // The items in both, in the order of each: a move is one row.
  const kept = (items: Item[]) => items.filter((item) => earlier.has(item.id) && later.has(item.id));
  const order = (items: Item[]) => kept(items).map((item) => titled(item, items.indexOf(item)));
  if (kept(before).some((item, index) => item.id !== kept(after)[index]?.id)) {
    rows.push({
      key: `${key}.order`,
      label: text.order(label.join(" › ")),
      was: order(before).join("\n"),
      is: order(after).join("\n"),
    });
  }
  return rows;
}

/** A text list's lines compared by position: one row per line changed, added or removed. */
function lineDifferences(field: TextListField, then: unknown, now: unknown, groups: string[], key: string) {
  const before = Array.isArray(then) ? then : [];
  const after = Array.isArray(now) ? now : [];
  const rows: Difference[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const label = [...groups, field.meta.label, text.line(index + 1)].join(" › ");
    const [was, is] = [before[index], after[index]];
    const row = { key: `${key}.${index}`, label };
    if (was === undefined) rows.push({ ...row, was: text.itemNotThere, is: lineInWords(is) });
    else if (is === undefined) rows.push({ ...row, was: lineInWords(was), is: text.itemRemoved });
    else if (lineInWords(was) !== lineInWords(is)) rows.push({ ...row, was: lineInWords(was), is: lineInWords(is) });
  }
  return rows;
}

/** An item of several kinds: its kind's fields compared, or one row when its kind changed. */
function unionDifferences(field: UnionField, then: unknown, now: unknown, groups: string[], key: string) {
  const [was, is] = [unionOption(field, then), unionOption(field, now)];
  const within = field.path ? [...groups, field.meta.label] : groups;
  if (was?.value !== is?.value) {
    const label = [...within, text.kindLabel(field.meta.label)].join(" › ");
    return [{ key: joinPath(key, field.discriminator), label, was: was?.label ?? "", is: is?.label ?? "" }];
  }
  return is ? differences(is.fields, then, now, within, key) : [];
}

/** The rows that differ between `then` and `now` (the values `fields` were made from). */
export function differences(
  fields: ModelField[],
  then: unknown,
  now: unknown,
  groups: string[] = [],
  key = "",
): Difference[] {
  return fields.flatMap((field): Difference[] => {
    const rowKey = joinPath(key, field.path);
    if (field.kind === "hidden" || field.kind === "constant") return [];
    if (field.kind === "group") return differences(field.fields, then, now, [...groups, field.meta.label], key);
    const [before, after] = [valueAt(then, field.path), valueAt(now, field.path)];
    if (field.kind === "list") return listDifferences(field, before, after, groups, rowKey);
    if (field.kind === "textList") return lineDifferences(field, before, after, groups, rowKey);
    if (field.kind === "union") return unionDifferences(field, before, after, groups, rowKey);
    if (JSON.stringify(compared(field, before)) === JSON.stringify(compared(field, after))) return [];
    const label = [...groups, field.meta.label].join(" › ");
    return [{ key: rowKey, label, was: inWords(field, before), is: inWords(field, after) }];
  });
}
