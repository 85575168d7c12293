import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("mentors");
export const headers = staticPageHeaders;

export default function MentorsPage() {
  const page = pages.mentors;
  return <PageHero heading={page.heading} intro={page.description} />;
}
