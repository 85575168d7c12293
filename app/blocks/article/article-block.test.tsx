import { describe, expect, it } from "vitest";
import { innerAboutUs, innerAboutUsBlocks } from "~/content/inner-about-us";
import { href } from "~/content/paths";
import { count, renderForTest } from "../render-for-test";
import { ArticleBlock } from "./article-block";

const block = innerAboutUsBlocks.find((b) => b.kind === "article");
if (!block) throw new Error("/InnerAboutUs has an article block");

describe("ArticleBlock", () => {
  it("draws an h2 per section and links through href", () => {
    const html = renderForTest(<ArticleBlock block={block} />);
    expect(count(html, /<h2/g)).toBe(innerAboutUs.sections.length);
    expect(html).toContain(`href="${href("aboutUs")}"`);
    expect(html).toContain(`href="${href("contactUs")}"`);
    expect(html).toContain(innerAboutUs.links.about);
  });
});
