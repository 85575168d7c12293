import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/privacy";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("privacy");

const components = { hero: HeroBlock, article: ArticleBlock };

/** The privacy notice (issue 23): what the forms collect, and the visitor's rights. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
