/** /VolunteerInternship (spec 2.18): the volunteer/internship toggle, the openings of that kind, one application form. */
import { APPLICATION_FORM_MAX_BYTES, type PageFormHandle } from "#common/visitor-form-fields";
import { ApplicationBlock } from "~/blocks/application/application-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindiJobs from "~/content/hi/jobs";
import * as hindi from "~/content/hi/volunteer-internship";
import { volunteerInternshipBlocks } from "~/content/volunteer-internship";
import { applicationFormWords } from "~/i18n/hindi-site-words.server";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor } from "~/lib/meta";
import { formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { applicationAction } from "~/lib/visitor-actions.server";

export const meta = metaFor("volunteerInternship");
// Hindi pages get their words from the server (English ones are in the bundle).
// The jobs' titles too: a job's Apply opens the form with that job chosen.
export const loader = wordsLoader({ ...hindi, ...applicationFormWords, jobOpenings: hindiJobs.jobOpenings });
export const clientLoader = wordsClientLoader;
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = applicationAction;
export const clientAction = keepPageOnNetworkFailure;
/** The server takes a form this large here (a resume beside the fields); other pages' forms are text only. */
export const handle: PageFormHandle = { formBodyBytes: APPLICATION_FORM_MAX_BYTES };
const components = { hero: HeroBlock, application: ApplicationBlock };

export default function VolunteerInternshipPage() {
  const blocks = useTranslated(volunteerInternshipBlocks, "volunteerInternshipBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
