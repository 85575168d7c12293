/** The pages a new site starts with (issue 41), by page key (common/content-model/pages.ts). */
import type { PageDocument } from "#common/content-model/page";
import type { EditablePageKey } from "#common/content-model/pages";
import { aboutUsPage } from "./about-us.ts";
import { corporatePartnershipsPage } from "./corporate-partnerships.ts";
import { educationPage } from "./education.ts";
import { environmentPage } from "./environment.ts";
import { fellowshipPage } from "./fellowship.ts";
import { governmentPartnershipsPage } from "./government-partnerships.ts";
import { innerAboutUsPage } from "./inner-about-us.ts";
import { livelihoodPage } from "./livelihood.ts";
import { reachPage } from "./reach.ts";
import { schoolPartnershipsPage } from "./school-partnerships.ts";
import { skillDevelopmentPage } from "./skill-development.ts";
import { womenEmpowermentPage } from "./women-empowerment.ts";

export const initialPages: Record<EditablePageKey, PageDocument> = {
  education: educationPage,
  livelihood: livelihoodPage,
  skillDevelopment: skillDevelopmentPage,
  environment: environmentPage,
  womenEmpowerment: womenEmpowermentPage,
  schoolPartnerships: schoolPartnershipsPage,
  corporatePartnerships: corporatePartnershipsPage,
  governmentPartnerships: governmentPartnershipsPage,
  fellowship: fellowshipPage,
  reach: reachPage,
  aboutUs: aboutUsPage,
  innerAboutUs: innerAboutUsPage,
};
