import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("skillDevelopment");
export const headers = staticPageHeaders;

export default function SkillDevelopmentPage() {
  const page = pages.skillDevelopment;
  return <PageHero heading={page.heading} intro={page.description} />;
}
