/**
 * The job openings for the page being answered (server only): the staff's
 * (issue 41), those listed today on the site's clock, in the page's language.
 * A `.server` module, so the content model's schemas never reach the browser.
 */
import type { AppLoadContext } from "react-router";
import { openingsFor } from "#common/content-model/job-openings";
import type { JobOpening } from "#common/content-model/job-terms";
import { siteDay } from "#common/site-clock";
import { localeOfRequest } from "~/i18n/words";
import { withFigures } from "./figures.server";

export async function openingsForRequest(context: AppLoadContext, request: Request): Promise<JobOpening[]> {
  const { services } = context;
  const today = siteDay(new Date(), services.config.site.timeZone);
  return openingsFor(await withFigures(context, await services.jobOpenings.get()), localeOfRequest(request), today);
}
