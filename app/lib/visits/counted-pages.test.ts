import { describe, expect, it } from "vitest";
import { COUNTED_PAGES } from "#common/visits";
import { href } from "~/content/paths";
import { publicPagePaths } from "~/lib/sitemap";

describe("the pages a visit is counted on (common/visits.ts)", () => {
  it("are every public page of the site's registry, and nothing else at a fixed address", () => {
    const pages = publicPagePaths().filter((path) => path !== href("offline"));
    // The registry's pages, the site search's results page and the newsletter's archive (pathTo builds those two).
    expect([...COUNTED_PAGES.keys()].sort()).toEqual([...pages, "/search", "/newsletters"].sort());
  });
});
