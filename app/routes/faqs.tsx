import { CtaBlock } from "~/blocks/cta/cta-block";
import { FaqBlock } from "~/blocks/faq/faq-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { faqBlocks } from "~/content/faqs";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("faqs");
export const headers = staticPageHeaders;

const components = { hero: HeroBlock, faq: FaqBlock, cta: CtaBlock };

export default function FaqsPage() {
  return <RenderBlocks blocks={faqBlocks} components={components} />;
}
