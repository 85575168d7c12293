/** The pages a new site starts with (issue 41), by page key (common/content-model/pages.ts). */
import type { PageDocument } from "#common/content-model/page";
import type { EditablePageKey } from "#common/content-model/pages";
import { aboutUsPage } from "./about-us.ts";
import { careerPage } from "./career.ts";
import { contactUsPage } from "./contact-us.ts";
import { corporatePartnershipsPage } from "./corporate-partnerships.ts";
import { educationPage } from "./education.ts";
import { environmentPage } from "./environment.ts";
import { faqsPage } from "./faqs.ts";
import { fellowshipPage } from "./fellowship.ts";
import { getInTouchPage } from "./get-in-touch.ts";
import { governmentPartnershipsPage } from "./government-partnerships.ts";
import { homePage } from "./home.ts";
import { innerAboutUsPage } from "./inner-about-us.ts";
import { leadershipPage } from "./leadership.ts";
import { livelihoodPage } from "./livelihood.ts";
import { mentorsPage } from "./mentors.ts";
import { ourKeyPlayersPage } from "./our-key-players.ts";
import { ourTeamPage } from "./our-team.ts";
import { privacyPage } from "./privacy.ts";
import { reachPage } from "./reach.ts";
import { receiptRequestPage } from "./receipt-request.ts";
import { schoolPartnershipsPage } from "./school-partnerships.ts";
import { skillDevelopmentPage } from "./skill-development.ts";
import { transparencyPage } from "./transparency.ts";
import { volunteerInternshipPage } from "./volunteer-internship.ts";
import { womenEmpowermentPage } from "./women-empowerment.ts";
import { workWithUsPage } from "./work-with-us.ts";

export const initialPages: Record<EditablePageKey, PageDocument> = {
  home: homePage,
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
  leadership: leadershipPage,
  mentors: mentorsPage,
  ourKeyPlayers: ourKeyPlayersPage,
  ourTeam: ourTeamPage,
  privacy: privacyPage,
  transparency: transparencyPage,
  receiptRequest: receiptRequestPage,
  contactUs: contactUsPage,
  getInTouch: getInTouchPage,
  career: careerPage,
  volunteerInternship: volunteerInternshipPage,
  workWithUs: workWithUsPage,
  faqs: faqsPage,
};
