/**
 * GET /api/images/{key}: stored files (spec 7), and GET /api/placeholder/{w}/{h}:
 * the grey placeholder image of spec 9 (800x400 by default). Keys are content
 * hashes, so a file under a key never changes and may be cached for a year.
 *
 * The key is read from the raw URL, before any decoding, and must have the exact
 * shape the server gives keys: "..", "%2e%2e", "%2f", backslashes and absolute
 * paths are refused with 400 before storage is touched.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadMessages as messages } from "#common/messages/uploads";
import { IMAGES_PATH } from "../media/image-urls.ts";
import type { AppServices } from "../services/index.ts";
import { isValidStorageKey } from "../storage/storage-key.ts";
import { HttpError } from "./http-error.ts";
import { errorResponse, fileResponse } from "./openapi.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The key in a request URL, undecoded; undefined when it is not a key the server could have made. */
export function keyFromUrl(rawUrl: string): string | undefined {
  const pathOnly = rawUrl.split("?")[0] ?? "";
  if (!pathOnly.startsWith(IMAGES_PATH)) return undefined;
  const key = pathOnly.slice(IMAGES_PATH.length);
  return isValidStorageKey(key) ? key : undefined;
}

/**
 * Only files shown on public pages (gallery photos, blog images, the photos of the
 * pages the staff edit) are served here; resumes and form answers are
 * stored under other prefixes and reach the admin through guarded routes.
 */
export const PUBLIC_IMAGE_PREFIXES = ["gallery", "blog", "content"] as const;
const isPublicKey = (key: string) => (PUBLIC_IMAGE_PREFIXES as readonly string[]).includes(key.split("/")[0] ?? "");

function placeholderSvg(width: number, height: number): string {
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Placeholder image ${width} by ${height}"><rect width="100%" height="100%" fill="#e5e7eb"/><text x="50%" y="50%" fill="#6b7280" font-family="system-ui,sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${width} × ${height}</text></svg>`;
}

const dimension = z.coerce.number().int().min(1).max(4000);

export const imageRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/images/*",
      {
        schema: {
          summary: "A stored file (gallery photos, blog covers): the key is the path after /api/images/",
          tags: ["images"],
          params: z.object({ "*": z.string() }),
          response: {
            200: fileResponse("The file (cached for a year: keys never change)", "application/octet-stream"),
            302: z
              .undefined()
              .describe(
                "A size or format of the photo not made yet (an older upload): the WebP of that width, else the widest one there is",
              ),
            304: z.undefined().describe("Not modified (If-None-Match)"),
            400: errorResponse("Not a key the server makes"),
            404: errorResponse("No such file"),
          },
        },
      },
      async (request, reply) => {
        const key = keyFromUrl(request.raw.url ?? "");
        if (!key) throw new HttpError(400, messages.invalidPath);
        if (!isPublicKey(key)) throw new HttpError(404, messages.imageNotFound);
        const object = await services.storage.get(key);
        if (!object) {
          // Until `npm run media -- regenerate` has made a new step or the AVIF files for old
          // uploads. A browser that asked for AVIF decodes the WebP it gets (it sniffs the bytes).
          const standIn = await services.media.variantStandIn(key);
          if (!standIn) throw new HttpError(404, messages.imageNotFound);
          return reply
            .code(302)
            .header("location", `${IMAGES_PATH}${standIn}`)
            .header("cache-control", "no-cache")
            .send();
        }
        reply
          .header("etag", object.etag)
          .header("cache-control", IMMUTABLE)
          .header("x-content-type-options", "nosniff");
        if (request.headers["if-none-match"] === object.etag) {
          object.body.destroy();
          return reply.code(304).send();
        }
        return reply.type(object.contentType).header("content-length", object.size).send(object.body);
      },
    );

    api.get(
      "/placeholder/:width/:height",
      {
        schema: {
          summary: "A placeholder image of the given size (SVG)",
          tags: ["images"],
          params: z.object({ width: dimension, height: dimension }),
          response: { 200: fileResponse("The placeholder", "image/svg+xml") },
        },
      },
      async (request, reply) => {
        const { width, height } = request.params;
        return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(placeholderSvg(width, height));
      },
    );
  };
