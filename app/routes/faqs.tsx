import { CtaBlock } from "~/blocks/cta/cta-block";
import { FaqBlock } from "~/blocks/faq/faq-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { faqBlocks } from "~/content/faqs";
import * as hindi from "~/content/hi/faqs";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("faqs");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = { hero: HeroBlock, faq: FaqBlock, cta: CtaBlock };

export default function FaqsPage() {
  const blocks = useTranslated(faqBlocks, "faqBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
