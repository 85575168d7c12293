/**
 * Gallery items and their photos: the list /Gallery and the dashboard read (with
 * the photos counted), uploads (every readable photo; the others named), deletion
 * (the row and every stored file), the edits of decision 029 (gallery-photo-edits.ts)
 * and the whole item saved at once, the admin editor's one Save (gallery-item-save.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { galleryMessages as messages } from "#common/messages/gallery";
import type {
  GalleryAdminListQuery,
  GalleryAdminPage,
  GalleryImageView,
  GalleryItemView,
  GalleryPage,
  GalleryUploadFields,
  RefusedFile,
} from "#common/schemas/gallery";
import type { Database } from "../db/client.ts";
import { galleryImages, galleryItems } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { imageUrl } from "../media/image-urls.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import { createItemSave } from "./gallery-item-save.ts";
import { createPhotoEdits, photoRows, storePhotos } from "./gallery-photo-edits.ts";
import { listPageOf } from "./inbox-paging.ts";
import { containsPattern } from "./search-pattern.ts";
import { isUuid } from "./uuid.ts";

/** URL of a stored file, served by GET /api/images/{key}. */

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

/** An upload's outcome: the item as stored, and the files that were not (each with its reason). */
export interface StoredUpload {
  item: GalleryItemView;
  refused: RefusedFile[];
}

function toView(item: ItemRow, images: ImageRow[]): GalleryItemView {
  const photos = images.map((image) => ({
    id: image.id,
    url: imageUrl(image.largeKey),
    thumbnail: imageUrl(image.thumbKey),
    original: imageUrl(image.originalKey),
    width: image.width,
    height: image.height,
    alt: image.alt || item.title,
    altText: image.alt,
    caption: image.caption,
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

/** The items a search and a category select (/Gallery's and the Gallery tab's); undefined selects all. */
function browseCondition(query: { search?: string; category?: string }): SQL | undefined {
  const search = query.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    query.category ? eq(galleryItems.category, query.category) : undefined,
    pattern
      ? or(
          ilike(galleryItems.title, pattern),
          ilike(galleryItems.description, pattern),
          ilike(galleryItems.location, pattern),
        )
      : undefined,
  );
}

const newestFirst = [desc(galleryItems.createdAt), desc(galleryItems.id)];

export function createGalleryService(db: Database, media: MediaService) {
  async function imagesOf(itemIds: string[]): Promise<ImageRow[]> {
    if (itemIds.length === 0) return [];
    return db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.itemId, itemIds))
      .orderBy(asc(galleryImages.position));
  }

  async function get(id: string): Promise<GalleryItemView> {
    if (!isUuid(id)) throw notFound(messages.notFound);
    const [item] = await db.select().from(galleryItems).where(eq(galleryItems.id, id));
    if (!item) throw notFound(messages.notFound);
    return toView(item, await imagesOf([id]));
  }

  const edits = createPhotoEdits({ db, media, prefix: STORAGE_PREFIX, get });
  const save = createItemSave({ db, media, prefix: STORAGE_PREFIX, get, dropUnusedFiles: edits.dropUnusedFiles });

  /** Photos of the items `where` selects (every photo without it): 'Showing N of M images' counts photos. */
  async function photoCount(where?: SQL): Promise<number> {
    // Every photo belongs to an item (the foreign key): all of them are counted from their own index.
    const [row] = where
      ? await db
          .select({ n: count() })
          .from(galleryImages)
          .innerJoin(galleryItems, eq(galleryImages.itemId, galleryItems.id))
          .where(where)
      : await db.select({ n: count() }).from(galleryImages);
    return row?.n ?? 0;
  }

  async function itemCount(where?: SQL): Promise<number> {
    const [row] = await db.select({ n: count() }).from(galleryItems).where(where);
    return row?.n ?? 0;
  }

  /** The items as the API answers them, each with its photos in order. */
  async function withPhotos(items: ItemRow[]): Promise<GalleryItemView[]> {
    // Grouped once: filtering every photo for every item grows with their product (5,000 items: 25 million steps).
    const photosOf = new Map<string, ImageRow[]>();
    for (const image of await imagesOf(items.map((item) => item.id))) {
      const photos = photosOf.get(image.itemId);
      if (photos) photos.push(image);
      else photosOf.set(image.itemId, [image]);
    }
    return items.map((item) => toView(item, photosOf.get(item.id) ?? []));
  }

  return {
    /** Every item with its photos, newest first. */
    async list(): Promise<GalleryItemView[]> {
      return withPhotos(await db.select().from(galleryItems).orderBy(desc(galleryItems.createdAt)));
    },

    /**
     * One page of the public gallery, filtered in the database, with the counts the
     * page shows: its size does not grow with the number of items.
     */
    async browse(query: GalleryBrowseQuery): Promise<GalleryPage> {
      const where = browseCondition(query);
      const [items, [matching], perCategory, matchingPhotos, totalPhotos] = await Promise.all([
        db
          .select()
          .from(galleryItems)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(galleryItems).where(where),
        db.select({ category: galleryItems.category, n: count() }).from(galleryItems).groupBy(galleryItems.category),
        photoCount(where),
        where ? photoCount() : undefined,
      ]);
      const counts = Object.fromEntries(perCategory.map((row) => [row.category, row.n]));
      return {
        items: await withPhotos(items),
        matching: matching?.n ?? 0,
        total: perCategory.reduce((sum, row) => sum + row.n, 0),
        photos: { matching: matchingPhotos, total: totalPhotos ?? matchingPhotos },
        counts,
      };
    },

    /** How many items the gallery has (the Overview's Gallery Items). */
    count: () => itemCount(),

    /** One page of the Gallery tab (issue 46): newest first, searched and filtered as /Gallery is. */
    async adminPage(query: GalleryAdminListQuery): Promise<GalleryAdminPage> {
      const where = browseCondition({ search: query.q, category: query.category });
      return listPageOf(query, {
        rows: async (limit, offset) =>
          withPhotos(
            await db
              .select()
              .from(galleryItems)
              .where(where)
              .orderBy(...newestFirst)
              .limit(limit)
              .offset(offset),
          ),
        total: () => itemCount(),
        matching: where ? () => itemCount(where) : undefined,
      });
    },

    get,

    /**
     * Stores every photo that reads as an image (cleaned, with its variants) and
     * the item, all in one commit: a crash before it leaves no row (the sweep takes
     * the files). A file that is not a usable image is refused by name while the
     * others are kept; when none is usable, nothing is stored and the refusal is thrown.
     */
    async create(fields: GalleryUploadFields, files: SpooledFile[]): Promise<StoredUpload> {
      const { id, refused } = await media.withUploadBatch(async (batch) => {
        const { photos, refused } = await storePhotos(batch, files, fields.alt, STORAGE_PREFIX);
        const id = await batch.commit(async (tx) => {
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
          await tx.insert(galleryImages).values(photoRows(item.id, photos, 0));
          return item.id;
        });
        return { id, refused };
      });
      return { item: await get(id), refused };
    },

    /** Deletes the item, its photos' rows and every stored file no other item uses. */
    async remove(id: string, log?: Parameters<MediaService["deleteObjects"]>[1]): Promise<void> {
      if (!isUuid(id)) throw notFound(messages.notFound);
      const unusedKeys = await db.transaction(async (tx) => {
        const images = await tx.select().from(galleryImages).where(eq(galleryImages.itemId, id));
        const deleted = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning({ id: galleryItems.id });
        if (deleted.length === 0) throw notFound(messages.notFound);
        return edits.dropUnusedFiles(tx, images);
      });
      // After the commit: a crash here leaves files without rows, which the sweep removes.
      await media.deleteObjects(unusedKeys, log);
    },

    save,
    update: edits.update,
    addPhotos: edits.addPhotos,
    removePhoto: edits.removePhoto,
    arrangePhotos: edits.arrangePhotos,
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
