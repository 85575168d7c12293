import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("schoolPartnerships");
export const headers = staticPageHeaders;

export default function SchoolPartnershipsPage() {
  const page = pages.schoolPartnerships;
  return <PageHero heading={page.heading} intro={page.description} />;
}
