import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("fellowship");
export const headers = staticPageHeaders;

export default function FellowshipPage() {
  const page = pages.fellowship;
  return <PageHero heading={page.heading} intro={page.description} />;
}
