import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("gallery");
export const headers = staticPageHeaders;

export default function GalleryPage() {
  const page = pages.gallery;
  return <PageHero heading={page.heading} intro={page.description} />;
}
