import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourTeam");
export const headers = staticPageHeaders;

export default function OurTeamPage() {
  const page = pages.ourTeam;
  return <PageHero heading={page.heading} intro={page.description} />;
}
