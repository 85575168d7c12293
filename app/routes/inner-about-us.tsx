import { ArticleBlock } from "~/blocks/article/article-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentHeaders, pageDocumentMeta } from "~/lib/meta";
import { pageDocumentForRequest } from "~/lib/page-document.server";
import type { Route } from "./+types/inner-about-us";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export const meta = pageDocumentMeta;
export const headers = pageDocumentHeaders;
export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageDocumentForRequest(context, request, "innerAboutUs");

const components = { hero: HeroBlock, article: ArticleBlock };

/** The plain, older About page: text in one readable column. */
export default function InnerAboutUsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
