/**
 * Gallery items and their photos. (The Gallery issue adds uploads, the image
 * pipeline and deletion; the list below is what the dashboard and /Gallery read.)
 */
import { asc, desc, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { galleryImages, galleryItems } from "../db/schema.ts";

/** URL of a stored file, served by GET /api/images/{key}. */
export const imageUrl = (key: string) => `/api/images/${key}`;

export interface GalleryImageView {
  url: string;
  thumbnail: string;
  original: string;
  width: number;
  height: number;
  alt: string;
}

/** The gallery item as GET /api/gallery answers it (spec 3). */
export interface GalleryItemView {
  id: string;
  title: string;
  description: string;
  location: string;
  date: string;
  category: string;
  image: string;
  thumbnail: string;
  /** "gallery" marks an item with several photos (a slideshow). */
  type: "gallery" | "single";
  images: GalleryImageView[];
  createdAt: string;
}

export function createGalleryService(db: Database) {
  return {
    /** Every item with its photos, newest first. */
    async list(): Promise<GalleryItemView[]> {
      const items = await db.select().from(galleryItems).orderBy(desc(galleryItems.createdAt));
      if (items.length === 0) return [];
      const images = await db
        .select()
        .from(galleryImages)
        .where(
          inArray(
            galleryImages.itemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(galleryImages.position));
      return items.map((item) => {
        const photos = images
          .filter((image) => image.itemId === item.id)
          .map((image) => ({
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
      });
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
