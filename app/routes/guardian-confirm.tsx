/**
 * /guardian/confirm?token=… (issue 42): the link in the e-mail to an under-18
 * applicant's parent or guardian. GET shows what they agree to and a button; its
 * POST records their consent, and the application reaches the staff (and their
 * notification address). The link works once, for 7 days.
 */
import { tokenRoute } from "~/components/newsletter/token-page";
import { tokenPageLoader } from "~/lib/newsletter-token-page.server";

const page = tokenRoute("guardian", ({ visitorForms }, token) => visitorForms.guardianConsent(token));

export const headers = page.headers;
export const meta = page.meta;
// The token from the link, and the page's words on Hindi pages.
export const loader = tokenPageLoader;
export const action = page.action;
export default page.Page;
