import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { privacyBlocks } from "~/content/privacy";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("privacy");
export const headers = staticPageHeaders;

const components = { hero: HeroBlock, article: ArticleBlock };

/** The privacy notice (issue 23): what the forms collect, and the visitor's rights. */
export default function PrivacyPage() {
  return <RenderBlocks blocks={privacyBlocks} components={components} />;
}
