import { describe, expect, it } from "vitest";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, renderForTest } from "../render-for-test";
import { LatestUpdatesBlock } from "./latest-updates-block";

const post = {
  title: "Forty new readers",
  excerpt: "A summer camp.",
  publishedOn: "2026-05-01",
  slug: "forty",
};
const block = blockOf(shownOnNewSite("home").blocks, "latestUpdates");

describe("LatestUpdatesBlock", () => {
  it("lists the loader's newest posts under the page's words, and is left out when there are none", () => {
    const html = renderForTest(<LatestUpdatesBlock block={{ ...block, posts: [post] }} />);
    expect(html).toContain(post.title);
    expect(html).toContain("/blog/forty");
    expect(html).toContain(">News from the field</h2>");
    expect(html).toContain("View All Posts");
    expect(renderForTest(<LatestUpdatesBlock block={{ ...block, posts: [] }} />)).not.toContain("<section");
    expect(renderForTest(<LatestUpdatesBlock block={block} />)).not.toContain("<section");
  });
});
