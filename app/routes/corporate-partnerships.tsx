import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("corporatePartnerships");
export const headers = staticPageHeaders;

export default function CorporatePartnershipsPage() {
  const page = pages.corporatePartnerships;
  return <PageHero heading={page.heading} intro={page.description} />;
}
