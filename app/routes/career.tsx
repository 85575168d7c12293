import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("career");
export const headers = staticPageHeaders;

export default function CareerPage() {
  const page = pages.career;
  return <PageHero heading={page.heading} intro={page.description} />;
}
