import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("womenEmpowerment");
export const headers = staticPageHeaders;

export default function WomenEmpowermentPage() {
  const page = pages.womenEmpowerment;
  return <PageHero heading={page.heading} intro={page.description} />;
}
