/** /VolunteerInternship (spec 2.18): the volunteer/internship toggle, the openings of that kind, one application form. */
import { ApplicationBlock } from "~/blocks/application/application-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { volunteerInternshipBlocks } from "~/content/volunteer-internship";
import { metaFor } from "~/lib/meta";
import { applicationAction, formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";

export const meta = metaFor("volunteerInternship");
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = applicationAction;
export const clientAction = keepPageOnNetworkFailure;
const components = { hero: HeroBlock, application: ApplicationBlock };

export default function VolunteerInternshipPage() {
  return <RenderBlocks blocks={volunteerInternshipBlocks} components={components} />;
}
