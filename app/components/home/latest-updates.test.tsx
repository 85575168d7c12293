import { describe, expect, it } from "vitest";
import type { LatestPost } from "~/blocks/latest-updates/type";
import { blockOf, renderForTest } from "~/blocks/render-for-test";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { LatestUpdates } from "./latest-updates";

// The words of Home's section as a new site has them.
const words = blockOf(shownOnNewSite("home").blocks, "latestUpdates");
const render = (posts: LatestPost[]) => renderForTest(<LatestUpdates posts={posts} words={words} />);

const post = (n: number): LatestPost => ({
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  publishedOn: `2025-10-0${n}`,
  slug: `post-${n}`,
});

describe("LatestUpdates", () => {
  it("renders nothing without posts", () => {
    expect(render([])).toBe("");
  });

  it("shows at most 3 posts with title, excerpt, date and link, and View All Posts", () => {
    const html = render([post(1), post(2), post(3), post(4)]);
    expect(html).toContain("Latest Updates");
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('href="/blog/post-1"');
    expect(html).not.toContain("post-4");
    expect(html).toContain("Excerpt 2");
    expect(html).toContain('<time dateTime="2025-10-03">3 Oct 2025</time>');
    expect(html).toContain('href="/blog"');
    expect(html).toContain("View All Posts");
  });
});
