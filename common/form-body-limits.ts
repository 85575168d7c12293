/**
 * How much a form may send, apart from its fields' own limits (visitor-form-fields.ts):
 * read by the server as a request arrives, and by a page's route module to say its
 * form takes a file. A module of its own, so that a route can say so without
 * bringing the form's code with it.
 */

export const RESUME_MAX_MB = 5;
export const RESUME_MAX_BYTES = RESUME_MAX_MB * 1024 * 1024;

/**
 * The most a plain form POST to a page may send (server/ssr/page-body.ts): any
 * text form of the site (a 5,000-character message in Devanagari, URL-encoded,
 * is 45 KB), with room to spare. A page whose form takes a file says so in its
 * route's `handle` (`formBodyBytes`).
 */
export const PAGE_FORM_MAX_BYTES = 128 * 1024;
/** The application's, with its resume. */
export const APPLICATION_FORM_MAX_BYTES = RESUME_MAX_BYTES + PAGE_FORM_MAX_BYTES;

/** What a route module's `handle` may say about its form. */
export interface PageFormHandle {
  /** The most its form may send, when more than a text form (a file). */
  formBodyBytes?: number;
}
