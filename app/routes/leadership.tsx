import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("leadership");
export const headers = staticPageHeaders;

export default function LeadershipPage() {
  const page = pages.leadership;
  return <PageHero heading={page.heading} intro={page.description} />;
}
