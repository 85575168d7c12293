import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("workWithUs");
export const headers = staticPageHeaders;

export default function WorkWithUsPage() {
  const page = pages.workWithUs;
  return <PageHero heading={page.heading} intro={page.description} />;
}
