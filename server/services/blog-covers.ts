/**
 * Blog images (covers, and pictures inside a post's Markdown), through the shared
 * image pipeline (server/media): an upload is checked by its bytes, cleaned of
 * EXIF, stored with WebP and AVIF variants under "blog/<hash>…", and answered as
 * the large variant's URL, which a post then shows in its `image` or its content.
 * That URL is the only link between post and files (every file of an image starts
 * with its hash), so:
 * - an image a post stops showing (changed or deleted) is removed unless another post shows it;
 * - an image uploaded but never saved with a post (the editor was closed) is removed
 *   after a day, when the next image is uploaded.
 */

import { and, like, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { blogCoverHash, blogImageHashes } from "#common/blog";
import type { Database } from "../db/client.ts";
import { blogs, storedFiles } from "../db/schema.ts";
import { imageUrl } from "../media/image-urls.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { StoredImage } from "../media/upload-batch.ts";

const PREFIX = "blog";
/** How long an uploaded cover may wait for its post to be saved. */
const UNATTACHED_GRACE_MS = 24 * 60 * 60_000;

export interface UploadedCover {
  /** The large variant: what a post's `image` holds. */
  image: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** What an upload answers: the URLs of an image stored with its variants (a cover, a page's photo), and its size. */
export const uploadedImage = (stored: StoredImage): UploadedCover => ({
  image: imageUrl(stored.large.key),
  thumbnail: imageUrl(stored.thumb.key),
  width: stored.width,
  height: stored.height,
});

export function createBlogCovers(db: Database, media: MediaService) {
  /** Hashes of the images some post shows, as cover or in its content (read in the caller's transaction). */
  async function hashesInUse(tx: Pick<Database, "select">): Promise<Set<string>> {
    const stored = `%/api/images/${PREFIX}/%`;
    const rows = await tx
      .select({ image: blogs.image, content: blogs.content })
      .from(blogs)
      .where(or(like(blogs.image, stored), like(blogs.content, stored)));
    return new Set(rows.flatMap((row) => [...blogImageHashes(row.image), ...blogImageHashes(row.content)]));
  }

  /** Removes the stored files of these images (rows in one transaction, then the objects). */
  async function removeFiles(hashes: readonly string[], log?: FastifyBaseLogger): Promise<void> {
    if (hashes.length === 0) return;
    const keys = await db.transaction(async (tx) => {
      const inUse = await hashesInUse(tx);
      const unused = hashes.filter((hash) => !inUse.has(hash));
      const found: string[] = [];
      for (const hash of unused) {
        const rows = await tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(like(storedFiles.key, `${PREFIX}/${hash}%`));
        found.push(...rows.map((row) => row.key));
      }
      await media.deleteRows(tx, found);
      return found;
    });
    await media.deleteObjects(keys, log);
  }

  return {
    /** Stores an uploaded cover and its variants; throws 4xx for a file that is not a usable image. */
    async upload(file: SpooledFile, log?: FastifyBaseLogger): Promise<UploadedCover> {
      const stored = await media.storeImage(file, PREFIX);
      // Housekeeping after the answer is ready, not on its path: a failure here only leaves files for next time.
      this.removeUnattached(log).catch((err: unknown) => log?.warn({ err }, "old blog cover uploads not removed"));
      return uploadedImage(stored);
    },

    /**
     * After a post changed or was deleted: removes the images its old cover and
     * content showed, unless a post (this one included) still shows them.
     */
    async release(post: { image: string | null; content: string }, log?: FastifyBaseLogger): Promise<void> {
      await removeFiles([...new Set([...blogImageHashes(post.image), ...blogImageHashes(post.content)])], log);
    },

    /** Removes covers uploaded more than a day ago that no post uses. */
    async removeUnattached(log?: FastifyBaseLogger): Promise<void> {
      const cutoff = new Date(Date.now() - UNATTACHED_GRACE_MS);
      const old = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(like(storedFiles.key, `${PREFIX}/%`), lt(storedFiles.createdAt, cutoff)));
      const hashes = [...new Set(old.map((row) => blogCoverHash(imageUrl(row.key))))].filter(
        (hash): hash is string => hash !== undefined,
      );
      await removeFiles(hashes, log);
    },
  };
}

export type BlogCovers = ReturnType<typeof createBlogCovers>;
