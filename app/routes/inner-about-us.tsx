import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { innerAboutUsBlocks } from "~/content/inner-about-us";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("innerAboutUs");
export const headers = staticPageHeaders;

const components = { hero: HeroBlock, article: ArticleBlock };

/** The plain, older About page: text in one readable column. */
export default function InnerAboutUsPage() {
  return <RenderBlocks blocks={innerAboutUsBlocks} components={components} />;
}
