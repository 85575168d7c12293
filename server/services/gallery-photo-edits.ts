/**
 * Editing a gallery item after its upload (decision 029): its fields, one photo
 * deleted (with its stored files), photos added to it, and the photos' order and
 * alt texts. Also the two steps every upload shares: storing the readable photos
 * of a batch (the others refused by name) and the rows that point at them.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { variantNames } from "#common/image-variants";
import { galleryMessages as messages } from "#common/messages/gallery";
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import type { GalleryItemPatch, GalleryItemView, GalleryPhotoOrder, RefusedFile } from "#common/schemas/gallery";
import type { Database } from "../db/client.ts";
import { galleryImages, galleryItems } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { StoredImage, Transaction, UploadBatch } from "../media/upload-batch.ts";
import { photoIdOf, photosShownByContent } from "./content-images.ts";
import { isUuid } from "./uuid.ts";

type ImageRow = typeof galleryImages.$inferSelect;
export interface StoredPhoto extends StoredImage {
  /** Its file's place among the request's files. */
  file: number;
  alt: string;
  /** The words shown under it; null (or absent): its alt text is shown. */
  caption?: string | null;
}

/**
 * Every stored file of these photos. The middle step and the AVIF files have no
 * column: their keys follow from the large one's (common/image-variants.ts).
 */
const keysOf = (images: ImageRow[]) => [
  ...new Set(
    images.flatMap((image) => [image.originalKey, image.thumbKey, ...variantNames(image.largeKey, image.width)]),
  ),
];

/**
 * Stores each file that reads as an accepted image, one at a time (decoding twenty
 * large photos at once would need gigabytes). A file refused for what it is (not
 * an image, HEIC, too many pixels, unreadable) is named and skipped. Any other
 * failure (storage) throws, and the batch removes what it wrote.
 */
export async function storeReadablePhotos(
  batch: UploadBatch,
  files: SpooledFile[],
  alts: readonly string[],
  prefix: string,
): Promise<{ photos: StoredPhoto[]; refused: RefusedFile[]; firstRefusal?: DomainError }> {
  const photos: StoredPhoto[] = [];
  const refused: RefusedFile[] = [];
  let firstRefusal: DomainError | undefined;
  for (const [index, file] of files.entries()) {
    try {
      photos.push({ ...(await batch.addImage(file, { prefix })), alt: alts[index] ?? "", file: index });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      firstRefusal ??= error;
      refused.push({ file: file.filename, message: error.message });
    }
  }
  return { photos, refused, firstRefusal };
}

/**
 * `storeReadablePhotos` for an upload, which means nothing without a photo: when
 * none is usable the refusal is thrown (naming every file), so nothing is stored.
 */
export async function storePhotos(
  batch: UploadBatch,
  files: SpooledFile[],
  alts: readonly string[],
  prefix: string,
): Promise<{ photos: StoredPhoto[]; refused: RefusedFile[] }> {
  const { photos, refused, firstRefusal } = await storeReadablePhotos(batch, files, alts, prefix);
  if (photos.length === 0 && firstRefusal) {
    throw new DomainError(firstRefusal.kind, refused.map((r) => r.message).join(" "));
  }
  return { photos, refused };
}

/** The `gallery_images` rows of stored photos, numbered from `firstPosition`. */
export const photoRows = (itemId: string, photos: StoredPhoto[], firstPosition: number) =>
  photos.map((photo, index) => ({
    itemId,
    position: firstPosition + index,
    alt: photo.alt,
    caption: photo.caption ?? null,
    originalKey: photo.original.key,
    largeKey: photo.large.key,
    thumbKey: photo.thumb.key,
    width: photo.width,
    height: photo.height,
  }));

/** Locks the item's row for this transaction (two edits of one item run one after the other). */
export async function lockItem(tx: Transaction, id: string): Promise<void> {
  const [item] = await tx
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(eq(galleryItems.id, id))
    .for("update");
  if (!item) throw notFound(messages.notFound);
}

export function createPhotoEdits(deps: {
  db: Database;
  media: MediaService;
  prefix: string;
  get: (id: string) => Promise<GalleryItemView>;
}) {
  const { db, media, prefix, get } = deps;

  /**
   * Deletes the `stored_files` rows of `images`' files that no other photo uses
   * (the same bytes uploaded twice are stored once) and no page the staff edit shows
   * (a person's portrait picked from the gallery: content-images.ts keeps it, and
   * removes it once no document shows it) and returns their keys, for
   * `media.deleteObjects` once the transaction has committed.
   */
  async function dropUnusedFiles(tx: Transaction, images: ImageRow[]): Promise<string[]> {
    const keys = keysOf(images);
    if (keys.length === 0) return [];
    const stillShown = await tx
      .select()
      .from(galleryImages)
      .where(
        or(
          inArray(galleryImages.originalKey, keys),
          inArray(galleryImages.largeKey, keys),
          inArray(galleryImages.thumbKey, keys),
        ),
      );
    const kept = new Set(keysOf(stillShown));
    const shownByContent = await photosShownByContent(tx);
    const unused = keys.filter((key) => !kept.has(key) && !shownByContent.has(photoIdOf(key) ?? key));
    await media.deleteRows(tx, unused);
    return unused;
  }

  return {
    dropUnusedFiles,

    /** Changes the fields sent (title, description, location, category). */
    async update(id: string, patch: GalleryItemPatch): Promise<GalleryItemView> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(fields).length > 0) {
        const changed = await db
          .update(galleryItems)
          .set(fields)
          .where(eq(galleryItems.id, id))
          .returning({ id: galleryItems.id });
        if (changed.length === 0) throw notFound(messages.notFound);
      }
      return get(id);
    },

    /** Adds photos after the item's last one (the readable ones; the others are named). */
    async addPhotos(
      id: string,
      alts: readonly string[],
      files: SpooledFile[],
    ): Promise<{ item: GalleryItemView; refused: RefusedFile[] }> {
      await get(id); // 404 before any photo is processed
      const refused = await media.withUploadBatch(async (batch) => {
        const stored = await storePhotos(batch, files, alts, prefix);
        await batch.commit(async (tx) => {
          await lockItem(tx, id); // deleted meanwhile: 404, and the batch removes its files
          const [last] = await tx
            .select({ position: sql<number | null>`max(${galleryImages.position})` })
            .from(galleryImages)
            .where(eq(galleryImages.itemId, id));
          await tx.insert(galleryImages).values(photoRows(id, stored.photos, (last?.position ?? -1) + 1));
        });
        return stored.refused;
      });
      return { item: await get(id), refused };
    },

    /**
     * Deletes one photo and its stored files. The last photo is refused (409): an
     * item without photos would show an empty card, and deleting the item is its own,
     * confirmed, action.
     */
    async removePhoto(id: string, photoId: string, log?: FastifyBaseLogger): Promise<GalleryItemView> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      if (!isUuid(photoId)) throw notFound(editMessages.photoNotFound);
      const unusedKeys = await db.transaction(async (tx) => {
        await lockItem(tx, id);
        const images = await tx.select().from(galleryImages).where(eq(galleryImages.itemId, id));
        const photo = images.find((image) => image.id === photoId);
        if (!photo) throw notFound(editMessages.photoNotFound);
        if (images.length === 1) throw new DomainError("conflict", editMessages.lastPhoto);
        await tx.delete(galleryImages).where(eq(galleryImages.id, photoId));
        return dropUnusedFiles(tx, [photo]);
      });
      // After the commit: a crash here leaves files without rows, which the sweep removes.
      await media.deleteObjects(unusedKeys, log);
      return get(id);
    },

    /** Puts the photos in the order sent, each with its alt text; the list must name every photo once. */
    async arrangePhotos(id: string, order: GalleryPhotoOrder): Promise<GalleryItemView> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      await db.transaction(async (tx) => {
        await lockItem(tx, id);
        const images = await tx
          .select({ id: galleryImages.id })
          .from(galleryImages)
          .where(eq(galleryImages.itemId, id));
        const known = new Set(images.map((image) => image.id));
        const sent = new Set(order.images.map((image) => image.id));
        const exact =
          sent.size === order.images.length && sent.size === known.size && [...sent].every((photo) => known.has(photo));
        if (!exact)
          throw new DomainError("invalid", editMessages.photosMismatch, { images: editMessages.photosMismatch });
        for (const [position, image] of order.images.entries()) {
          await tx.update(galleryImages).set({ position, alt: image.alt }).where(eq(galleryImages.id, image.id));
        }
      });
      return get(id);
    },
  };
}
