import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourKeyPlayers");
export const headers = staticPageHeaders;

export default function OurKeyPlayersPage() {
  const page = pages.ourKeyPlayers;
  return <PageHero heading={page.heading} intro={page.description} />;
}
