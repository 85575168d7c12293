/** /VolunteerInternship (spec 2.18): the volunteer/internship toggle, the openings of that kind, one application form. */
import { useMemo } from "react";
import { APPLICATION_FORM_MAX_BYTES, type PageFormHandle } from "#common/form-body-limits";
import { ApplicationBlock } from "~/blocks/application/application-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindi from "~/content/hi/volunteer-internship";
import { applicationFormWords } from "~/i18n/hindi-site-words.server";
import { wordsFor } from "~/i18n/words";
import { openingsForRequest } from "~/lib/job-openings.server";
import { pageDocumentLoader } from "~/lib/page-document.server";
import { formPageDocumentHeaders, keepPageDataAfterSending, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { applicationAction } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/volunteer-internship";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentMeta as meta } from "~/lib/meta";
/**
 * The page's document, and every page gets the jobs listed today (a job's Apply opens
 * the form with it chosen); Hindi pages get the form's words from the server (English
 * ones are in the bundle).
 */
export const loader = pageDocumentLoader("volunteerInternship", async ({ context, request }) => {
  const jobs = (await openingsForRequest(context, request)).map(({ id, title }) => ({ id, title }));
  return { words: wordsFor(request, { ...hindi, ...applicationFormWords }), jobs };
});
export const headers = formPageDocumentHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = applicationAction;
export const clientAction = keepPageOnNetworkFailure;
export const shouldRevalidate = keepPageDataAfterSending;
/** The server takes a form this large here (a resume beside the fields); other pages' forms are text only. */
export const handle: PageFormHandle = { formBodyBytes: APPLICATION_FORM_MAX_BYTES };
const components = { hero: HeroBlock, application: ApplicationBlock };

export default function VolunteerInternshipPage({ loaderData }: Route.ComponentProps) {
  const { blocks, jobs } = loaderData;
  const shown = useMemo(
    () => blocks.map((block) => (block.kind === "application" ? { ...block, jobs } : block)),
    [blocks, jobs],
  );
  return <RenderBlocks blocks={shown} components={components} />;
}
