/**
 * Photos of the pages the staff edit (issue 41): a person's portrait, picked from the
 * gallery or uploaded from the content form. An upload goes through the shared image
 * pipeline (server/media), as a blog cover does, stored with its WebP and AVIF
 * variants under "content/<hash>…" and answered as the large variant's URL, which
 * the document then holds (common/content-model/fields.ts `photo`).
 *
 * A document's URL is the only link between it and the files (every file of a photo
 * starts with its "<prefix>/<hash>"), so what decides "unused" asks the documents: a
 * photo any version of any content document shows (published, in the history, in a
 * draft: each may be published again) is in use, and is neither removed here nor
 * with the gallery item it came from (gallery-photo-edits.ts). Photos uploaded and
 * never saved, and gallery files kept for a document that no longer shows them, go
 * a day later, when the next photo is uploaded.
 */
import { and, inArray, like, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { STORED_PHOTO_URL } from "#common/content-model/fields";
import type { Database } from "../db/client.ts";
import { galleryImages, storedFiles } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { IMAGES_PATH } from "../media/image-urls.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import { uploadedImage } from "./blog-covers.ts";

const PREFIX = "content";
/** How long an uploaded photo may wait for the document that shows it to be saved. */
const UNATTACHED_GRACE_MS = 24 * 60 * 60_000;
/** A stored file's photo: its "<prefix>/<hash>" (both prefixes are 7 letters: "content", "gallery"). */
const PHOTO_ID = /^((?:content|gallery)\/[0-9a-f]{32})/;

export const photoIdOf = (key: string): string | undefined => PHOTO_ID.exec(key)?.[1];

/** The photos ("<prefix>/<hash>") some version of some content document shows (read in the caller's transaction). */
export async function photosShownByContent(tx: Pick<Database, "execute">): Promise<Set<string>> {
  const pattern = `${IMAGES_PATH}((?:content|gallery)/[0-9a-f]{32})`;
  const result = await tx.execute(sql`
    SELECT DISTINCT (regexp_matches(data::text, ${pattern}, 'g'))[1] AS photo FROM content_documents
    UNION SELECT DISTINCT (regexp_matches(data::text, ${pattern}, 'g'))[1] FROM content_revisions
    UNION SELECT DISTINCT (regexp_matches(data::text, ${pattern}, 'g'))[1] FROM content_drafts`);
  return new Set((result as unknown as { rows: { photo: string }[] }).rows.map((row) => row.photo));
}

/** Every photo in `value` (an object with a stored photo's `url`), with its path ("blocks.1.cards.items.0.photo"). */
function photosIn(value: unknown, path: string[] = []): { path: string; url: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => photosIn(item, [...path, String(index)]));
  if (typeof value !== "object" || value === null) return [];
  const { url } = value as { url?: unknown };
  if (typeof url === "string" && STORED_PHOTO_URL.test(url) && "alt" in value) return [{ path: path.join("."), url }];
  return Object.entries(value).flatMap(([key, item]) => photosIn(item, [...path, key]));
}

export function createContentImages(db: Database, media: MediaService) {
  return {
    /** Stores an uploaded photo and its variants; throws 4xx for a file that is not a usable image. */
    async upload(file: SpooledFile, log?: FastifyBaseLogger) {
      const stored = await media.storeImage(file, PREFIX);
      // Housekeeping after the answer is ready, not on its path: a failure here only leaves files for next time.
      this.removeUnattached(log).catch((err: unknown) => log?.warn({ err }, "old content photos not removed"));
      return uploadedImage(stored);
    },

    /**
     * Refuses (400, naming each field) a document whose photo is not one this site
     * stores: the model takes only addresses of the site's own shape, and this checks
     * the file is there (not deleted with its gallery item, not made up).
     */
    async check(document: unknown): Promise<void> {
      const photos = photosIn(document);
      if (photos.length === 0) return;
      const keys = photos.map((photo) => photo.url.slice(IMAGES_PATH.length));
      const found = new Set(
        (await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys))).map(
          (row) => row.key,
        ),
      );
      const missing = photos.filter((_, index) => !found.has(keys[index] as string));
      if (missing.length === 0) return;
      const message =
        "Photo: this photo is not in the site's store (deleted meanwhile?). Choose another or upload it again.";
      const errors = Object.fromEntries(missing.map((photo) => [`document.${photo.path}.url`, message]));
      throw new DomainError("invalid", message, errors);
    },

    /**
     * Removes photos uploaded here more than a day ago, and gallery files kept for a
     * document after their gallery item went, that no content document shows now.
     */
    async removeUnattached(log?: FastifyBaseLogger): Promise<string[]> {
      const cutoff = new Date(Date.now() - UNATTACHED_GRACE_MS);
      const keys = await db.transaction(async (tx) => {
        const old = await tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(
            and(
              or(
                like(storedFiles.key, `${PREFIX}/%`),
                // A gallery file whose photo no gallery item has (kept for a document).
                and(
                  like(storedFiles.key, "gallery/%"),
                  sql`NOT EXISTS (SELECT 1 FROM ${galleryImages} WHERE left(${galleryImages.largeKey}, 40) = left(${storedFiles.key}, 40))`,
                ),
              ),
              lt(storedFiles.createdAt, cutoff),
            ),
          );
        if (old.length === 0) return [];
        const shown = await photosShownByContent(tx);
        const unused = old.map((row) => row.key).filter((key) => !shown.has(photoIdOf(key) ?? key));
        await media.deleteRows(tx, unused);
        return unused;
      });
      await media.deleteObjects(keys, log);
      return keys;
    },
  };
}

export type ContentImages = ReturnType<typeof createContentImages>;
