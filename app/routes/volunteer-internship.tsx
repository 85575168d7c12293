import { PageHero } from "~/components/ui/page-hero";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("volunteerInternship");
export const headers = staticPageHeaders;

export default function VolunteerInternshipPage() {
  const page = pages.volunteerInternship;
  return <PageHero heading={page.heading} intro={page.description} />;
}
