/**
 * The Hindi message catalogues (one module per English catalogue a visitor reads),
 * each beside its English one. The site layout sends them on Hindi pages
 * (app/i18n/hindi-site-words.server.ts) under their export names, for `useTranslated`, with the
 * message map built from `messagePairs` (app/i18n/messages.ts). The catalogues
 * only the admin area reads (admin, gallery-edit, newsletter-admin, newsletter-issues,
 * personal-data, uploads, api-client) stay English. The Hindi e-mail words
 * (newsletter-mail.ts: the confirmation and the lines around an issue) are the
 * server's alone, so they are not here: no browser needs them.
 */
import * as englishBlog from "../blog.ts";
import * as englishContact from "../contact.ts";
import * as englishForms from "../forms.ts";
import * as englishGallery from "../gallery.ts";
import * as englishNewsletter from "../newsletter.ts";
import * as englishNewsletterPages from "../newsletter-pages.ts";
import * as englishSearch from "../search.ts";
import * as englishVisitorLabels from "../visitor-labels.ts";
import * as blog from "./blog.ts";
import * as contact from "./contact.ts";
import * as forms from "./forms.ts";
import * as gallery from "./gallery.ts";
import * as newsletter from "./newsletter.ts";
import * as newsletterPages from "./newsletter-pages.ts";
import * as search from "./search.ts";
import * as visitorLabels from "./visitor-labels.ts";

/** Each English catalogue module with its Hindi one. */
export const catalogueModules: readonly (readonly [Record<string, unknown>, Record<string, unknown>])[] = [
  [englishBlog, blog],
  [englishContact, contact],
  [englishForms, forms],
  [englishGallery, gallery],
  [englishNewsletter, newsletter],
  [englishNewsletterPages, newsletterPages],
  [englishSearch, search],
  [englishVisitorLabels, visitorLabels],
];

/** Every Hindi catalogue, under the name of the English export it translates. */
export const hindiMessages = {
  ...blog,
  ...contact,
  ...forms,
  ...gallery,
  ...newsletter,
  ...newsletterPages,
  ...search,
  ...visitorLabels,
};

/** Each Hindi catalogue with its English one: `[english, hindi]`. */
export const messagePairs = catalogueModules.flatMap(([english, hindi]) =>
  Object.entries(hindi).map(([name, words]) => [english[name], words] as const),
);
