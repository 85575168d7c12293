import { describe, expect, it } from "vitest";
import { renderForTest } from "../render-for-test";
import { LatestUpdatesBlock } from "./latest-updates-block";

const post = {
  title: "Forty new readers",
  excerpt: "A summer camp.",
  publishedOn: "2026-05-01",
  slug: "forty",
};

describe("LatestUpdatesBlock", () => {
  it("lists the loader's newest posts, and is left out when there are none", () => {
    const html = renderForTest(<LatestUpdatesBlock block={{ kind: "latestUpdates" }} />, {
      data: { latestPosts: [post] },
    });
    expect(html).toContain(post.title);
    expect(html).toContain("/blog/forty");
    const empty = renderForTest(<LatestUpdatesBlock block={{ kind: "latestUpdates" }} />, {
      data: { latestPosts: [] },
    });
    expect(empty).not.toContain("<section");
  });
});
