/** Link-preview pictures (og:image): where each page's is, and how big. */
import { pathTo } from "~/content/paths";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_SHARE_IMAGE_PATH = "/og-image.png";

/** A post's own preview picture, made from its cover (app/routes/posts/blog-share-image.ts). */
export const postShareImagePath = pathTo.postShareImage;

/** The default picture changes only with the site's configuration: a day in shared caches. */
export const SHARE_IMAGE_CACHE_CONTROL = "public, max-age=86400";

export const shareImageResponse = (image: Buffer, type: "image/png" | "image/jpeg", cacheControl: string) =>
  new Response(new Uint8Array(image), {
    headers: { "content-type": type, "content-length": String(image.length), "cache-control": cacheControl },
  });
