import { describe, expect, it } from "vitest";
import { createPageCache, publicMaxAge } from "./page-cache.ts";

describe("publicMaxAge", () => {
  it.each([
    ["public, max-age=300", 300],
    ["public, s-maxage=60, max-age=10", 60],
    ["max-age=300", undefined],
    ["public, no-store, max-age=300", undefined],
    ["private, max-age=300", undefined],
    ["public, max-age=0", undefined],
    [null, undefined],
  ])("%s → %s", (header, expected) => {
    expect(publicMaxAge(header)).toBe(expected);
  });
});

describe("createPageCache", () => {
  const page = {
    body: '<script nonce="OLD">1</script><script nonce="OLD">2</script>',
    status: 200,
    headers: [],
    nonce: "OLD",
  };

  it("serves a stored page with the new response's nonce", () => {
    const cache = createPageCache();
    cache.set("/AboutUs", page, 300, 0);
    expect(cache.get("/AboutUs", "NEW", 1000)?.body).toBe(
      '<script nonce="NEW">1</script><script nonce="NEW">2</script>',
    );
  });

  it("forgets a page once its max-age has passed", () => {
    const cache = createPageCache();
    cache.set("/AboutUs", page, 300, 0);
    expect(cache.get("/AboutUs", "NEW", 299_999)).toBeDefined();
    expect(cache.get("/AboutUs", "NEW", 300_000)).toBeUndefined();
  });

  it("keeps at most the given number of pages, dropping the oldest", () => {
    const cache = createPageCache(2);
    cache.set("/a", page, 300, 0);
    cache.set("/b", page, 300, 0);
    cache.set("/c", page, 300, 0);
    expect(cache.size).toBe(2);
    expect(cache.get("/a", "N", 1)).toBeUndefined();
    expect(cache.get("/c", "N", 1)).toBeDefined();
  });
});
