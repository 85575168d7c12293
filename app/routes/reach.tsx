import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("reach");
export const headers = staticPageHeaders;

export default function ReachPage() {
  const page = pages.reach;
  return <PageHero heading={page.heading} intro={page.description} />;
}
