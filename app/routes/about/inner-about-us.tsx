import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/inner-about-us";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("innerAboutUs");

const components = { hero: HeroBlock, article: ArticleBlock };

/** The plain, older About page: text in one readable column. */
export default function InnerAboutUsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
