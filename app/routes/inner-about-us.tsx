import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("innerAboutUs");
export const headers = staticPageHeaders;

export default function InnerAboutUsPage() {
  const page = pages.innerAboutUs;
  return <PageHero heading={page.heading} intro={page.description} />;
}
