import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("livelihood");
export const headers = staticPageHeaders;

export default function LivelihoodPage() {
  const page = pages.livelihood;
  return <PageHero heading={page.heading} intro={page.description} />;
}
