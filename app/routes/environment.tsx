import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("environment");
export const headers = staticPageHeaders;

export default function EnvironmentPage() {
  const page = pages.environment;
  return <PageHero heading={page.heading} intro={page.description} />;
}
