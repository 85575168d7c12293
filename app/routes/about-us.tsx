import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("aboutUs");
export const headers = staticPageHeaders;

export default function AboutUsPage() {
  const page = pages.aboutUs;
  return <PageHero heading={page.heading} intro={page.description} />;
}
