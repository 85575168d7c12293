import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("forms");
export const headers = staticPageHeaders;

export default function FormsPage() {
  const page = pages.forms;
  return <PageHero heading={page.heading} intro={page.description} />;
}
