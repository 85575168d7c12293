import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("governmentPartnerships");
export const headers = staticPageHeaders;

export default function GovernmentPartnershipsPage() {
  const page = pages.governmentPartnerships;
  return <PageHero heading={page.heading} intro={page.description} />;
}
