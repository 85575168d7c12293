/**
 * A gallery item saved whole (issue 43): its fields, and its photos in the order
 * sent with their alt texts and captions; a stored photo left out is deleted
 * (with its files), a new one is added where it is placed, all in one commit. The
 * editor's one Save sends this, so a save that answers success has saved all of
 * it, and a failure has saved nothing. A new file that is not a usable photo is
 * named and left out while the rest is saved (decision 029's rule for uploads).
 */
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { galleryMessages as messages } from "#common/messages/gallery";
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import type { GalleryItemSave, GalleryItemView, GallerySavedPhoto, RefusedFile } from "#common/schemas/gallery";
import type { Database } from "../db/client.ts";
import { galleryImages, galleryItems } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { Transaction } from "../media/upload-batch.ts";
import { lockItem, photoRows, type StoredPhoto, storeReadablePhotos } from "./gallery-photo-edits.ts";
import { isUuid } from "./uuid.ts";

type ImageRow = typeof galleryImages.$inferSelect;

/** A save's outcome: the item as stored now, and the new files left out (each with its reason). */
export interface SavedItem {
  item: GalleryItemView;
  refused: RefusedFile[];
}

const invalid = (message: string) => new DomainError("invalid", message, { photos: message });

/** Each file sent is placed exactly once (checked before any photo is decoded). */
function checkFilesPlaced(photos: readonly GallerySavedPhoto[], fileCount: number): void {
  const placed = photos.flatMap((photo) => (photo.file === undefined ? [] : [photo.file]));
  const once = new Set(placed);
  if (once.size !== placed.length || placed.length !== fileCount || placed.some((file) => file >= fileCount)) {
    throw invalid(editMessages.filesUnplaced);
  }
}

/** The stored photos named are the item's own, each named once. */
function checkStoredPhotos(photos: readonly GallerySavedPhoto[], itemPhotoIds: readonly string[]): void {
  const own = new Set(itemPhotoIds);
  const named = photos.flatMap((photo) => (photo.id === undefined ? [] : [photo.id]));
  if (named.some((id) => !own.has(id))) throw invalid(editMessages.unknownPhoto);
  if (new Set(named).size !== named.length) throw invalid(editMessages.photoTwice);
}

export function createItemSave(deps: {
  db: Database;
  media: MediaService;
  prefix: string;
  get: (id: string) => Promise<GalleryItemView>;
  dropUnusedFiles: (tx: Transaction, images: ImageRow[]) => Promise<string[]>;
}) {
  const { media, prefix, get, dropUnusedFiles } = deps;

  /** Inside the item's lock: the fields, the photos in their places, and the rows of the photos left out. */
  async function write(tx: Transaction, id: string, edit: GalleryItemSave, added: StoredPhoto[]) {
    await lockItem(tx, id);
    const rows = await tx.select().from(galleryImages).where(eq(galleryImages.itemId, id));
    // Again under the lock: another tab may have deleted a photo since the first look.
    checkStoredPhotos(
      edit.photos,
      rows.map((row) => row.id),
    );
    const newByFile = new Map(added.map((photo) => [photo.file, photo]));
    // A new file refused for what it is has no place: the others close up.
    const kept = edit.photos.filter((photo) => photo.id !== undefined || newByFile.has(photo.file ?? -1));
    if (kept.length === 0) throw new DomainError("conflict", editMessages.keepOnePhoto);

    const { title, description, category, location } = edit;
    await tx.update(galleryItems).set({ title, description, category, location }).where(eq(galleryItems.id, id));
    const listed = new Set(kept.flatMap((photo) => (photo.id === undefined ? [] : [photo.id])));
    const removed = rows.filter((row) => !listed.has(row.id));
    if (removed.length > 0) {
      await tx.delete(galleryImages).where(
        inArray(
          galleryImages.id,
          removed.map((row) => row.id),
        ),
      );
    }
    const before = new Map(rows.map((row) => [row.id, row]));
    for (const [position, photo] of kept.entries()) {
      const { alt, caption } = photo;
      const row = photo.id === undefined ? undefined : before.get(photo.id);
      if (!row) {
        const stored = newByFile.get(photo.file ?? -1);
        if (stored) await tx.insert(galleryImages).values(photoRows(id, [{ ...stored, alt, caption }], position));
      } else if (row.position !== position || row.alt !== alt || row.caption !== caption) {
        await tx.update(galleryImages).set({ position, alt, caption }).where(eq(galleryImages.id, row.id));
      }
    }
    // After the new rows: a photo deleted and the same bytes added again keeps its files.
    return dropUnusedFiles(tx, removed);
  }

  return async function save(
    id: string,
    edit: GalleryItemSave,
    files: SpooledFile[],
    log?: FastifyBaseLogger,
  ): Promise<SavedItem> {
    if (!isUuid(id)) throw notFound(messages.notFound);
    // What can be refused is refused before any photo is decoded.
    checkFilesPlaced(edit.photos, files.length);
    checkStoredPhotos(
      edit.photos,
      (await get(id)).images.map((photo) => photo.id),
    );
    const alts = files.map((_, index) => edit.photos.find((photo) => photo.file === index)?.alt ?? "");
    const { refused, unusedKeys } = await media.withUploadBatch(async (batch) => {
      const stored = await storeReadablePhotos(batch, files, alts, prefix);
      const unusedKeys = await batch.commit((tx) => write(tx, id, edit, stored.photos));
      return { refused: stored.refused, unusedKeys };
    });
    // After the commit: a crash here leaves files without rows, which the sweep removes.
    await media.deleteObjects(unusedKeys, log);
    return { item: await get(id), refused };
  };
}
