import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("education");
export const headers = staticPageHeaders;

export default function EducationPage() {
  const page = pages.education;
  return <PageHero heading={page.heading} intro={page.description} />;
}
