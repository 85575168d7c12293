/**
 * The site facts for the page being answered (server only): the staff's Site
 * details (issue 41) in the page's language, over what the operator configures.
 * A `.server` module, so the content model's schemas never reach the browser.
 */
import type { AppLoadContext } from "react-router";
import { siteFor } from "#common/content-model/site-details";
import { localeOfPath } from "#common/locale";
import type { SiteConfig } from "#common/site-config";

export async function siteForRequest(context: AppLoadContext, request: Request): Promise<SiteConfig> {
  const { services } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  return siteFor(await services.siteDetails.get(), locale, services.config.site);
}
