/**
 * What differs between two versions of a content document, as rows a person
 * reads (the history's comparison): each changed field with its label and both
 * values in words, never JSON. A list's items are matched by their id, so an item
 * moved is not a change of every item after it: an item added or removed is one
 * row, an item changed is one row per changed field, labelled with its title, and
 * a new order is one row listing the titles.
 */
import type { LocalizedText } from "#common/content-model/localized";
import { contentFormText as text } from "~/content/admin-content";
import { itemTitle, joinPath, type ListField, type ModelField, valueAt } from "./model-fields";

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
  if (field.kind === "choice")
    return field.options.find((option) => option.value === value)?.label ?? String(value ?? "");
  return String(value ?? "");
}

/** What a change is: a localized text's words (not its Hindi mark, which follows them). */
const compared = (field: ModelField, value: unknown) =>
  field.kind === "localized"
    ? [(value as LocalizedText | undefined)?.en, (value as LocalizedText | undefined)?.hi]
    : value;

function listDifferences(field: ListField, then: unknown, now: unknown, groups: string[], key: string): Difference[] {
  const before = (Array.isArray(then) ? then : []) as Item[];
  const after = (Array.isArray(now) ? now : []) as Item[];
  const label = [...groups, field.meta.label];
  const titled = (item: Item, index: number) => itemTitle(field, item) || `${field.item.label} ${index + 1}`;
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
    if (field.kind === "hidden") return [];
    if (field.kind === "group") return differences(field.fields, then, now, [...groups, field.meta.label], key);
    if (field.kind === "list") {
      return listDifferences(field, valueAt(then, field.path), valueAt(now, field.path), groups, rowKey);
    }
    const before = valueAt(then, field.path);
    const after = valueAt(now, field.path);
    if (JSON.stringify(compared(field, before)) === JSON.stringify(compared(field, after))) return [];
    const label = [...groups, field.meta.label].join(" › ");
    return [{ key: rowKey, label, was: inWords(field, before), is: inWords(field, after) }];
  });
}
