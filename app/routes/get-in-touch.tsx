import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("getInTouch");
export const headers = staticPageHeaders;

export default function GetInTouchPage() {
  const page = pages.getInTouch;
  return <PageHero heading={page.heading} intro={page.description} />;
}
