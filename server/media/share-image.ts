/**
 * Pictures for link previews (Open Graph, Twitter cards): 1200x630, the size
 * WhatsApp, Facebook and X show without cropping. The site's default is drawn
 * from an SVG (brand colours, the logo, the organisation's configured name and
 * tagline) by sharp, as PNG; a post's is its cover, cropped to that frame, as
 * JPEG. Preview readers take both (not all take WebP). Both are drawn in the
 * process's sharp queue (sharp-queue.ts), after any upload being decoded.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { blogCoverHash } from "#common/blog";
import { brandColours } from "#common/brand";
import { escapeMarkup } from "#common/escape-markup";
import type { SiteConfig } from "#common/site-config";
import { uploadLimits } from "#common/upload-limits";
import { projectRoot } from "../paths.ts";
import type { Storage } from "../storage/storage.ts";
import { IMAGES_PATH } from "./image-urls.ts";
import { loadSharp, sharpQueue } from "./sharp-queue.ts";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Words on lines of at most `width` characters, at most `lines` lines (the last one ends in "…" when cut). */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = result.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

const FONT = "DejaVu Sans, Liberation Sans, Noto Sans, Arial, Helvetica, sans-serif";

function defaultSvg(site: Pick<SiteConfig, "name" | "tagline">, logo: string): string {
  const name = wrapWords(site.name, 22, 3);
  const tagline = wrapWords(site.tagline, 48, 2);
  const nameTop = 315 - ((name.length - 1) * 76) / 2 - (tagline.length ? 40 : 0);
  const nameLines = name
    .map((line, i) => `<tspan x="430" y="${nameTop + i * 76}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const taglineTop = nameTop + (name.length - 1) * 76 + 70;
  const taglineLines = tagline
    .map((line, i) => `<tspan x="432" y="${taglineTop + i * 38}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const logoData = Buffer.from(logo).toString("base64");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${brandColours.theme}"/>
  <circle cx="1120" cy="-40" r="260" fill="#1d6b60"/>
  <circle cx="1180" cy="640" r="180" fill="${brandColours.accent}" opacity="0.9"/>
  <rect x="0" y="594" width="1200" height="36" fill="${brandColours.accent}"/>
  <image x="90" y="175" width="280" height="280" href="data:image/svg+xml;base64,${logoData}"/>
  <text font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">${nameLines}</text>
  <text font-family="${FONT}" font-size="30" fill="#d5efe9">${taglineLines}</text>
</svg>`;
}

export function createShareImages(site: Pick<SiteConfig, "name" | "tagline">, storage: Pick<Storage, "get">) {
  let fallback: Promise<Buffer> | undefined;
  return {
    /** The site's own preview picture, drawn once per process. */
    default(): Promise<Buffer> {
      fallback ??= readFile(path.join(projectRoot, "app", "brand", "logo.svg"), "utf8").then((logo) =>
        sharpQueue.run(async () =>
          (await loadSharp())(Buffer.from(defaultSvg(site, logo)))
            .png({ palette: true, compressionLevel: 9 })
            .toBuffer(),
        ),
      );
      return fallback;
    },
    /**
     * A post's stored cover (its `image` URL) cropped to the preview frame, centred
     * on what matters; undefined when the post has no stored cover.
     */
    async fromCover(image: string | null): Promise<Buffer | undefined> {
      if (!image || !blogCoverHash(image)) return undefined;
      const stored = await storage.get(image.slice(IMAGES_PATH.length));
      if (!stored) return undefined;
      // Read before taking a place in the queue (sharp gathers a piped stream into
      // one buffer anyway), so a slow storage read does not hold up the decoding of others.
      const bytes = Buffer.concat(await stored.body.toArray());
      const sharp = await loadSharp();
      return sharpQueue.run(() =>
        sharp(bytes, { limitInputPixels: uploadLimits.maxPixels })
          .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: sharp.strategy.attention })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      );
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
