/** /FAQs (spec 2.8): the questions the staff publish (issue 41) in one accordion, help and next steps. */
import { useMemo } from "react";
import { faqsFor } from "#common/content-model/faqs";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FaqBlock } from "~/blocks/faq/faq-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { faqBlocks } from "~/content/faqs";
import * as hindi from "~/content/hi/faqs";
import { localeOfRequest, useTranslated, wordsFor } from "~/i18n/words";
import { withFigures } from "~/lib/figures.server";
import { metaFor, staticPageHeaders } from "~/lib/meta";
import type { Route } from "./+types/faqs";

export const meta = metaFor("faqs");
export const headers = staticPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const items = faqsFor(await withFigures(context, await context.services.faqs.get()), localeOfRequest(request));
  return { words: wordsFor(request, { ...hindi }), items };
}

const components = { hero: HeroBlock, faq: FaqBlock, cta: CtaBlock };

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const blocks = useTranslated(faqBlocks, "faqBlocks");
  const { items } = loaderData;
  const shown = useMemo(
    () => blocks.map((block) => (block.kind === "faq" ? { ...block, items } : block)),
    [blocks, items],
  );
  return <RenderBlocks blocks={shown} components={components} />;
}
