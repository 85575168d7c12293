/**
 * Where an "Apply" goes (issue 41): the site's own application form at
 * /VolunteerInternship, with the type and the opening already chosen when the
 * button belongs to one, so the application reaches the staff's Inbox; or, when the
 * staff set an outside form in Site details, that form (in a new tab).
 */

import type { SiteConfig } from "#common/site-config";
import type { ApplicationType } from "#common/visitor-form-fields";
import { href } from "~/content/paths";
import { useSite } from "./site";

/** The id of the application form's section: every Apply scrolls to it. */
export const APPLY_ANCHOR = "apply";

export interface ApplyTarget {
  type?: ApplicationType;
  /** The opening's id (a volunteer role, an internship or a job). */
  position?: string;
}

export interface ApplyLink {
  /** A path in English (the site's links put it into the page's language) or the outside form's address. */
  to: string;
  external: boolean;
}

export function applyLink(site: Pick<SiteConfig, "externalApplicationFormUrl">, target: ApplyTarget = {}): ApplyLink {
  if (site.externalApplicationFormUrl) return { to: site.externalApplicationFormUrl, external: true };
  const query = new URLSearchParams();
  if (target.type) query.set("type", target.type);
  if (target.position) query.set("position", target.position);
  const search = query.size > 0 ? `?${query}` : "";
  return { to: `${href("volunteerInternship")}${search}#${APPLY_ANCHOR}`, external: false };
}

export function useApplyLink(target?: ApplyTarget): ApplyLink {
  return applyLink(useSite(), target);
}
