import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("faqs");
export const headers = staticPageHeaders;

export default function FaqsPage() {
  const page = pages.faqs;
  return <PageHero heading={page.heading} intro={page.description} />;
}
