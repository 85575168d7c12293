/** /transparency (issue 47): the legal form and registrations, the annual reports and audited accounts, donation receipts. */
import { useMemo } from "react";
import { AnnualReportsBlock } from "~/blocks/annual-reports/annual-reports-block";
import type { PublishedDocument } from "~/blocks/annual-reports/type";
import { ArticleBlock } from "~/blocks/article/article-block";
import type { Block } from "~/blocks/block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RegistrationsBlock } from "~/blocks/registrations/registrations-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import { documentsForRequest } from "~/lib/transparency-documents.server";
import type { Route } from "./+types/transparency";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language;
// the numbers from Site details, the documents from their uploads (Site content, Reports and accounts).
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("transparency", async ({ context, request }) => ({
  documents: await documentsForRequest(context, request),
}));

const components = {
  hero: HeroBlock,
  registrations: RegistrationsBlock,
  annualReports: AnnualReportsBlock,
  article: ArticleBlock,
};

type Blocks = PageDocumentData<"transparency">["blocks"];

/** The page's blocks with the uploaded documents in their list. */
function withDocuments<B extends Block>(blocks: readonly B[], documents: readonly PublishedDocument[]): B[] {
  return blocks.map((block): B => (block.kind === "annualReports" ? { ...block, documents } : block));
}

export default function TransparencyPage({ loaderData }: Route.ComponentProps) {
  const { documents } = loaderData;
  const blocks = loaderData.blocks as Blocks;
  const shown = useMemo(() => withDocuments(blocks, documents), [blocks, documents]);
  return <RenderBlocks blocks={shown} components={components} />;
}
