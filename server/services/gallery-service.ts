/**
 * Gallery items and their photos: the list /Gallery and the dashboard read,
 * uploads (all photos or none) and deletion (the row and every stored file).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { imageVariantWidths, variantName } from "#common/image-variants";
import { galleryMessages as messages } from "#common/messages/gallery";
import type { GalleryImageView, GalleryItemView, GalleryPage, GalleryUploadFields } from "#common/schemas/gallery";
import type { Database } from "../db/client.ts";
import { galleryImages, galleryItems } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { StoredImage } from "../media/upload-batch.ts";
import { containsPattern } from "./search-pattern.ts";
import { isUuid } from "./uuid.ts";

/** URL of a stored file, served by GET /api/images/{key}. */
export const imageUrl = (key: string) => `/api/images/${key}`;

/** Storage keys of gallery photos start with this (see server/media/upload-batch.ts). */
const STORAGE_PREFIX = "gallery";

export type { GalleryImageView, GalleryItemView };

/** What /Gallery asks for: one page of the items matching a search and a category. */
export interface GalleryBrowseQuery {
  /** Matched anywhere in the title, description or location, ignoring case. */
  search?: string;
  /** One category, or undefined for all. */
  category?: string;
  page: number;
  limit: number;
}

type ItemRow = typeof galleryItems.$inferSelect;
type ImageRow = typeof galleryImages.$inferSelect;

function toView(item: ItemRow, images: ImageRow[]): GalleryItemView {
  const photos = images.map((image) => ({
    url: imageUrl(image.largeKey),
    thumbnail: imageUrl(image.thumbKey),
    original: imageUrl(image.originalKey),
    width: image.width,
    height: image.height,
    alt: image.alt || item.title,
  }));
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    location: item.location,
    date: item.date.toISOString(),
    category: item.category,
    image: photos[0]?.url ?? "",
    thumbnail: photos[0]?.thumbnail ?? "",
    type: photos.length > 1 ? "gallery" : "single",
    images: photos,
    createdAt: item.createdAt.toISOString(),
  };
}

/** The middle step has no column: its key follows from the large one's (common/image-variants.ts). */
const mediumKeyOf = (image: ImageRow) =>
  variantName(image.largeKey, Math.min(image.width, imageVariantWidths.medium)) ?? image.largeKey;

const keysOf = (images: ImageRow[]) => [
  ...new Set(images.flatMap((image) => [image.originalKey, image.largeKey, mediumKeyOf(image), image.thumbKey])),
];

export function createGalleryService(db: Database, media: MediaService) {
  async function imagesOf(itemIds: string[]): Promise<ImageRow[]> {
    if (itemIds.length === 0) return [];
    return db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.itemId, itemIds))
      .orderBy(asc(galleryImages.position));
  }

  return {
    /** Every item with its photos, newest first. */
    async list(): Promise<GalleryItemView[]> {
      const items = await db.select().from(galleryItems).orderBy(desc(galleryItems.createdAt));
      const images = await imagesOf(items.map((item) => item.id));
      return items.map((item) =>
        toView(
          item,
          images.filter((image) => image.itemId === item.id),
        ),
      );
    },

    /**
     * One page of the public gallery, filtered in the database, with the counts the
     * page shows: its size does not grow with the number of items.
     */
    async browse(query: GalleryBrowseQuery): Promise<GalleryPage> {
      const conditions: SQL[] = [];
      if (query.category) conditions.push(eq(galleryItems.category, query.category));
      const search = query.search?.trim();
      if (search) {
        const pattern = containsPattern(search);
        const anyField = or(
          ilike(galleryItems.title, pattern),
          ilike(galleryItems.description, pattern),
          ilike(galleryItems.location, pattern),
        );
        if (anyField) conditions.push(anyField);
      }
      const where = and(...conditions);
      const [items, [matching], perCategory] = await Promise.all([
        db
          .select()
          .from(galleryItems)
          .where(where)
          .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(galleryItems).where(where),
        db.select({ category: galleryItems.category, n: count() }).from(galleryItems).groupBy(galleryItems.category),
      ]);
      const images = await imagesOf(items.map((item) => item.id));
      const counts = Object.fromEntries(perCategory.map((row) => [row.category, row.n]));
      return {
        items: items.map((item) =>
          toView(
            item,
            images.filter((image) => image.itemId === item.id),
          ),
        ),
        matching: matching?.n ?? 0,
        total: perCategory.reduce((sum, row) => sum + row.n, 0),
        counts,
      };
    },

    async get(id: string): Promise<GalleryItemView> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      const [item] = await db.select().from(galleryItems).where(eq(galleryItems.id, id));
      if (!item) throw notFound(messages.notFound);
      return toView(item, await imagesOf([id]));
    },

    /**
     * Stores every photo (cleaned, with its variants) and the item, or nothing:
     * a photo that fails leaves no file and no row behind.
     */
    async create(fields: GalleryUploadFields, files: SpooledFile[]): Promise<GalleryItemView> {
      const id = await media.withUploadBatch(async (batch) => {
        const photos: StoredImage[] = [];
        // One at a time: decoding twenty large photos at once would need gigabytes.
        for (const file of files) photos.push(await batch.addImage(file, { prefix: STORAGE_PREFIX }));
        return batch.commit(async (tx) => {
          const [item] = await tx
            .insert(galleryItems)
            .values({
              title: fields.title,
              description: fields.description,
              category: fields.category,
              location: fields.location,
              date: fields.date ?? new Date(),
            })
            .returning({ id: galleryItems.id });
          if (!item) throw new Error("gallery item insert returned no row");
          await tx.insert(galleryImages).values(
            photos.map((photo, position) => ({
              itemId: item.id,
              position,
              alt: fields.alt[position] ?? "",
              originalKey: photo.original.key,
              largeKey: photo.large.key,
              thumbKey: photo.thumb.key,
              width: photo.width,
              height: photo.height,
            })),
          );
          return item.id;
        });
      });
      return this.get(id);
    },

    /** Deletes the item, its photos' rows and every stored file no other item uses. */
    async remove(id: string, log?: Parameters<MediaService["deleteObjects"]>[1]): Promise<void> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      const unusedKeys = await db.transaction(async (tx) => {
        const images = await tx.select().from(galleryImages).where(eq(galleryImages.itemId, id));
        const deleted = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning({ id: galleryItems.id });
        if (deleted.length === 0) throw notFound(messages.notFound);
        const keys = keysOf(images);
        if (keys.length === 0) return [];
        // The same photo uploaded into two items is stored once: keep what the other still shows.
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
        const unused = keys.filter((key) => !kept.has(key));
        await media.deleteRows(tx, unused);
        return unused;
      });
      // After the commit: a crash here leaves files without rows, which the sweep removes.
      await media.deleteObjects(unusedKeys, log);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
