/**
 * /newsletter/unsubscribe?token=… (issue 20): the link in every newsletter e-mail.
 * GET shows a button; POST (that button, or a mail client's RFC 8058 one-click
 * request) deletes the address. The link works once.
 */
import { tokenRoute } from "~/components/newsletter/token-page";
import { tokenPageLoader } from "~/lib/newsletter-token-page.server";

const page = tokenRoute("unsubscribe", ({ services }, token) => services.newsletter.unsubscribe(token));

export const headers = page.headers;
export const meta = page.meta;
// The token from the link, and the page's words on Hindi pages.
export const loader = tokenPageLoader;
export const action = page.action;
export default page.Page;
