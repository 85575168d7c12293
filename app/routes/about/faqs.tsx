/** /FAQs (spec 2.8): the questions the staff publish (issue 41) in one accordion, help and next steps. */
import { useMemo } from "react";
import { faqsFor } from "#common/content-model/faqs";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FaqBlock } from "~/blocks/faq/faq-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { localeOfRequest } from "~/i18n/words";
import { withFigures } from "~/lib/figures.server";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/faqs";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("faqs", async ({ context, request }) => ({
  items: faqsFor(await withFigures(context, await context.services.faqs.get()), localeOfRequest(request)),
}));

const components = { hero: HeroBlock, faq: FaqBlock, cta: CtaBlock };

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { blocks, items } = loaderData;
  const shown = useMemo(
    () => blocks.map((block) => (block.kind === "faq" ? { ...block, items } : block)),
    [blocks, items],
  );
  return <RenderBlocks blocks={shown} components={components} />;
}
