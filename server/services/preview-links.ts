/**
 * Links that show a draft in place of the published page (issue 41): the admin's
 * preview opens the real page, at phone and desktop widths and in both languages,
 * with `?preview=<token>`. The token names the document and the draft's version
 * and is signed with a secret every instance shares (kept in the database, as the
 * form tickets' is), so it cannot be made up, and it expires after an hour. A page
 * shown from a token is never cached or indexed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { createMetaService } from "./meta-service.ts";

const SECRET_KEY = "preview_link_secret";
export const PREVIEW_LINK_MAX_AGE_MS = 60 * 60_000;

export function createPreviewLinks(
  meta: Pick<ReturnType<typeof createMetaService>, "secret">,
  now: () => number = Date.now,
) {
  const mac = async (name: string, draftVersion: number, expires: number) =>
    createHmac("sha256", await meta.secret(SECRET_KEY))
      .update(`${name}\n${draftVersion}\n${expires}`)
      .digest("base64url");

  return {
    /** A token that shows draft `draftVersion` of document `name` for the next hour. */
    async sign(name: string, draftVersion: number): Promise<string> {
      const expires = now() + PREVIEW_LINK_MAX_AGE_MS;
      return `${draftVersion}.${expires}.${await mac(name, draftVersion, expires)}`;
    },

    /** The draft version a token of document `name` shows; undefined when it is not one, or expired. */
    async verify(name: string, token: string): Promise<number | undefined> {
      const match = /^(\d{1,10})\.(\d{13})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, version = "", expires = "", given = ""] = match;
      if (Number(expires) < now()) return undefined;
      const expected = Buffer.from(await mac(name, Number(version), Number(expires)));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? Number(version) : undefined;
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
