import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindi from "~/content/hi/privacy";
import { privacyBlocks } from "~/content/privacy";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("privacy");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = { hero: HeroBlock, article: ArticleBlock };

/** The privacy notice (issue 23): what the forms collect, and the visitor's rights. */
export default function PrivacyPage() {
  const blocks = useTranslated(privacyBlocks, "privacyBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
