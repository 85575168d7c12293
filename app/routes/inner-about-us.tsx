import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindi from "~/content/hi/inner-about-us";
import { innerAboutUsBlocks } from "~/content/inner-about-us";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("innerAboutUs");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = { hero: HeroBlock, article: ArticleBlock };

/** The plain, older About page: text in one readable column. */
export default function InnerAboutUsPage() {
  const blocks = useTranslated(innerAboutUsBlocks, "innerAboutUsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
