import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("blog");
export const headers = staticPageHeaders;

export default function BlogPage() {
  const page = pages.blog;
  return <PageHero heading={page.heading} intro={page.description} />;
}
