/**
 * What the gallery item editor holds until its one Save (issue 43, decision 057):
 * the item's fields, its photos in order (stored ones by their id, new ones by
 * the id of their chosen file), each with its caption and alt text, the stored
 * photos marked for deletion, and the new photos' files. It is kept on this device
 * as it changes (the files in the stash, decision 030) and offered back after a
 * reload; `changes` says what a save would send, in a few words.
 */
import { useMemo, useState } from "react";
import type { GalleryImageView, GalleryItemView, GallerySavedPhoto } from "#common/schemas/gallery";
import {
  type GalleryItemValues,
  itemValuesFrom,
  useItemFieldValues,
} from "~/components/admin/gallery/gallery-item-fields";
import { usePhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { useLocalDraft } from "~/components/admin/shared/unsaved-work";
import { galleryAdminText } from "~/content/admin/gallery";
import type { StashedFiles } from "~/lib/file-stash";

const text = galleryAdminText.editor;

/** A photo's words as typed: its caption, its alt text, and whether the alt text follows the caption. */
export interface PhotoWords {
  caption: string;
  alt: string;
  same: boolean;
}

const blankWords: PhotoWords = { caption: "", alt: "", same: true };

/** A stored photo's words: its caption is what visitors see now (the alt text while it has none of its own). */
const wordsOf = (photo: GalleryImageView): PhotoWords => ({
  caption: photo.caption ?? photo.altText,
  alt: photo.altText,
  same: photo.caption === null,
});

/** What a save sends for these words: one text for both while "Same as caption" is ticked. */
export const savedWords = (words: PhotoWords): Pick<GallerySavedPhoto, "alt" | "caption"> =>
  words.same ? { alt: words.caption.trim(), caption: null } : { alt: words.alt.trim(), caption: words.caption.trim() };

const sameWords = (a: PhotoWords, b: PhotoWords) => JSON.stringify(savedWords(a)) === JSON.stringify(savedWords(b));

interface PhotoState {
  /** Photo keys in the order to show: stored photos' ids and new photos' ids. */
  order: string[];
  words: Record<string, PhotoWords>;
  /** Stored photos to delete when the item is saved. */
  removed: string[];
}

/** The editor's copy kept on this device. */
export interface ItemEditDraft extends GalleryItemValues, PhotoState {
  /** New photos, by the ids their files are kept under in the stash, with their names (to say which were lost). */
  added: { id: string; name: string }[];
}

const photoStateOf = (item: GalleryItemView): PhotoState => ({
  order: item.images.map((photo) => photo.id),
  words: Object.fromEntries(item.images.map((photo) => [photo.id, wordsOf(photo)])),
  removed: [],
});

/**
 * Every photo once, in its place: the kept order's photos that still exist, then
 * stored photos it did not know (added in another tab: never dropped, since a
 * save deletes what it leaves out), then newly chosen files.
 */
function arrange(order: readonly string[], storedIds: readonly string[], newIds: readonly string[]): string[] {
  const exists = new Set([...storedIds, ...newIds]);
  const placed = order.filter((key, index) => exists.has(key) && order.indexOf(key) === index);
  const known = new Set(placed);
  return [...placed, ...storedIds.filter((id) => !known.has(id)), ...newIds.filter((id) => !known.has(id))];
}

export function useItemEdit(item: GalleryItemView) {
  const fields = useItemFieldValues(itemValuesFrom(item));
  const upload = usePhotoUpload();
  const [state, setState] = useState(() => photoStateOf(item));
  const stored = new Map(item.images.map((photo) => [photo.id, photo]));
  const chosen = new Map(upload.files.map((selected) => [selected.id, selected]));

  const order = arrange(
    state.order,
    item.images.map((photo) => photo.id),
    upload.files.map((selected) => selected.id),
  );
  const removed = order.filter((key) => stored.has(key) && state.removed.includes(key));
  /** The photos the item will have, in order. */
  const shown = order.filter((key) => !removed.includes(key));
  const wordsFor = (key: string): PhotoWords => {
    const photo = stored.get(key);
    return state.words[key] ?? (photo ? wordsOf(photo) : blankWords);
  };

  const keptStored = shown.filter((key) => stored.has(key));
  const startOrder = item.images.map((photo) => photo.id).filter((id) => !removed.includes(id));
  const changedWords = keptStored.filter((key) => {
    const photo = stored.get(key);
    return photo !== undefined && !sameWords(wordsFor(key), wordsOf(photo));
  }).length;
  const newCount = shown.length - keptStored.length;
  const changes = [
    fields.dirty && text.unsavedDetails,
    changedWords > 0 && text.unsavedWords(changedWords),
    keptStored.join() !== startOrder.join() && text.unsavedOrder,
    newCount > 0 && text.unsavedNew(newCount),
    removed.length > 0 && text.unsavedDeleted(removed.length),
  ].filter((part): part is string => typeof part === "string");

  // One object per content (not per render): the kept copy is written when it changes.
  const draftJson = JSON.stringify({
    ...fields.values,
    order,
    words: Object.fromEntries(order.map((key) => [key, wordsFor(key)])),
    removed,
    added: upload.files.map(({ id, file }) => ({ id, name: file.name })),
  } satisfies ItemEditDraft);
  const draft = useMemo(() => JSON.parse(draftJson) as ItemEditDraft, [draftJson]);
  const stash = useMemo<StashedFiles>(
    () => Object.fromEntries(upload.files.map(({ id, file }) => [id, file])),
    [upload.files],
  );
  const [start] = useState<ItemEditDraft>(() => ({ ...itemValuesFrom(item), ...photoStateOf(item), added: [] }));
  const kept = useLocalDraft(`gallery:${item.id}`, draft, changes.length > 0, start, stash);

  const update = (change: (current: PhotoState) => PhotoState) => setState((current) => change(current));

  /** Puts a kept copy back; one kept before the one Save (its fields only) restores its fields. */
  const restore = (values: Partial<ItemEditDraft> & GalleryItemValues, files: StashedFiles) => {
    fields.restore(itemValuesFrom(values));
    if (!Array.isArray(values.order)) return;
    const added = values.added ?? [];
    const lost = added.filter(({ id }) => !files[id]).map(({ name }) => name);
    upload.restore(
      added.flatMap(({ id }) => (files[id] ? [{ id, file: files[id], alt: "" }] : [])),
      lost.length > 0 ? [galleryAdminText.modal.photosNotKept(lost.join(", "))] : [],
    );
    setState({ order: values.order, words: values.words ?? {}, removed: values.removed ?? [] });
  };

  /** Moves a photo one place up or down among the photos the item will have. */
  const move = (key: string, by: -1 | 1) => {
    const neighbour = shown[shown.indexOf(key) + by];
    if (neighbour === undefined) return;
    update((current) => {
      const next = arrange(current.order, [...stored.keys()], [...chosen.keys()]);
      const a = next.indexOf(key);
      const b = next.indexOf(neighbour);
      [next[a], next[b]] = [neighbour, key];
      return { ...current, order: next };
    });
  };

  /** A stored photo is marked for deletion (undone with `keep`); a new one is simply let go. */
  const remove = (key: string) => {
    if (chosen.has(key)) upload.remove(key);
    else update((current) => ({ ...current, removed: [...current.removed, key] }));
  };
  const keep = (key: string) =>
    update((current) => ({ ...current, removed: current.removed.filter((id) => id !== key) }));

  const setWords = (key: string, words: PhotoWords) =>
    update((current) => ({ ...current, words: { ...current.words, [key]: words } }));

  /** What a save sends: the photos in order (stored by id, new by their file's place) and the new files. */
  const plan = () => {
    const newKeys = shown.filter((key) => chosen.has(key));
    const photos: GallerySavedPhoto[] = shown.map((key) =>
      chosen.has(key)
        ? { file: newKeys.indexOf(key), ...savedWords(wordsFor(key)) }
        : { id: key, ...savedWords(wordsFor(key)) },
    );
    return { photos, files: newKeys.flatMap((key) => chosen.get(key)?.file ?? []) };
  };

  return {
    fields,
    upload,
    kept,
    restore,
    /** The photos the item will have, in order, by key. */
    shown,
    /** Stored photos marked for deletion. */
    removed: removed.flatMap((key) => stored.get(key) ?? []),
    stored,
    chosen,
    wordsFor,
    setWords,
    move,
    remove,
    keep,
    changes,
    dirty: changes.length > 0,
    plan,
  };
}

export type ItemEdit = ReturnType<typeof useItemEdit>;
