import { afterEach, describe, expect, it, vi } from "vitest";
import { keptOnlyIfPublic } from "./service-worker";

const page = (cacheControl: string | null) =>
  new Response("<html></html>", { headers: cacheControl ? { "Cache-Control": cacheControl } : {} });
const request = (path: string) => new Request(`https://example.org${path}`);

afterEach(() => vi.unstubAllGlobals());

describe("keptOnlyIfPublic: what the worker's caches never keep (issue 40)", () => {
  it("keeps a public page, and one to revalidate (no-cache), or without Cache-Control", async () => {
    for (const header of ["public, max-age=0, s-maxage=60", "no-cache", null]) {
      const response = page(header);
      expect(await keptOnlyIfPublic({ request: request("/AboutUs?page=2"), response })).toBe(response);
    }
  });

  it("never keeps a no-store or private answer", async () => {
    for (const header of ["no-store", "private, no-store", "public, no-store", "private", 'private="set-cookie"']) {
      expect(await keptOnlyIfPublic({ request: request("/newsletter/confirm"), response: page(header) })).toBeNull();
    }
  });

  it("never keeps an address with a token or setup parameter, whatever its headers", async () => {
    for (const path of [
      "/newsletter/unsubscribe?token=abc",
      "/newsletter/unsubscribe.data?token=abc",
      "/x?a=1&setup=1",
    ]) {
      expect(await keptOnlyIfPublic({ request: request(path), response: page("public, max-age=60") })).toBeNull();
    }
  });

  it("does not answer with, and deletes, a private copy an earlier worker kept", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      open: async (name: string) => ({ delete: async (r: Request) => deleted.push(`${name} ${r.url}`) }),
    });
    const cachedResponse = page("public, max-age=60");
    const kept = await keptOnlyIfPublic({ request: request("/AboutUs"), cachedResponse, cacheName: "pages" });
    expect(kept).toBe(cachedResponse);
    const old = { request: request("/newsletter/unsubscribe?token=abc"), cachedResponse, cacheName: "pages" };
    expect(await keptOnlyIfPublic(old)).toBeNull();
    expect(deleted).toEqual(["pages https://example.org/newsletter/unsubscribe?token=abc"]);
    expect(await keptOnlyIfPublic({ request: request("/AboutUs"), cacheName: "pages" })).toBeNull();
  });
});
