import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("home");
export const headers = staticPageHeaders;

export default function HomePage() {
  const page = pages.home;
  return <PageHero heading={page.heading} intro={page.description} />;
}
