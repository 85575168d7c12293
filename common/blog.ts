/**
 * Blog facts shared by the browser and the server without zod (so the admin
 * bundle does not carry it): limits, tag parsing, the post's shape, cover URLs.
 */
import { imageVariantWidths, variantName, variantSources } from "./image-variants.ts";
export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  author: 100,
  /** Markdown source; a long report is some 30,000 characters. */
  content: 100_000,
  tags: 20,
  tag: 40,
  image: 2048,
  /** What the Address field takes (the slug made from it is at most 80 characters). */
  slugInput: 300,
  /** Largest page size of GET /api/blogs. */
  pageSize: 100,
  search: 200,
} as const;

/** How long a deleted post stays in the Trash before it is deleted for good (issue 43). */
export const TRASH_DAYS = 30;

/** Spec 5: tags are entered comma separated, trimmed, with empties dropped (repeats dropped too). */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input == null) return [];
  const parts = typeof input === "string" ? input.split(",") : input.flatMap((tag) => tag.split(","));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Paging details of GET /api/blogs when `page` or `limit` is given. */
export interface BlogPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A cover stored by the image pipeline: /api/images/blog/<hash>[-<width>].<ext>. */
const STORED_COVER = /^\/api\/images\/blog\/([0-9a-f]{32})(?:-(\d+))?\.[a-z]+$/;

/** The content hash naming a stored cover's files, or undefined for any other image. */
export function blogCoverHash(image: string | null | undefined): string | undefined {
  return image ? STORED_COVER.exec(image)?.[1] : undefined;
}

/** Hashes of every stored blog image a text mentions (a post's Markdown may show uploaded pictures). */
export function blogImageHashes(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(/\/api\/images\/blog\/([0-9a-f]{32})/g)].map((match) => match[1] as string))];
}

/**
 * `src` and the two `srcset`s (WebP for the `<img>`, AVIF for a `<source>`) for a
 * post's cover or a picture in it. A stored image's URL is its large variant, whose
 * width is in its name; the other names follow from it (the pipeline makes each
 * min(width, step) wide), so phones get the small files.
 */
export function coverSources(image: string): { src: string; srcSet?: string; avifSrcSet?: string } {
  const match = STORED_COVER.exec(image);
  const width = Number(match?.[2]);
  if (!match || !width) return { src: image };
  const thumbnail = variantName(image, Math.min(width, imageVariantWidths.thumb)) ?? image;
  const { webp, avif } = variantSources({ url: image, thumbnail, width });
  return { src: image, srcSet: webp, ...(avif ? { avifSrcSet: avif } : {}) };
}
