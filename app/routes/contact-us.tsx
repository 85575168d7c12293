import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("contactUs");
export const headers = staticPageHeaders;

export default function ContactUsPage() {
  const page = pages.contactUs;
  return <PageHero heading={page.heading} intro={page.description} />;
}
