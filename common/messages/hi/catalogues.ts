/**
 * The Hindi message catalogues (one module per English catalogue a visitor reads),
 * each beside its English one, under the English export's name: the names a keyed
 * message's key begins with (../keyed.ts). Pages get the ones their forms and
 * components use in their loader data (app/i18n/hindi-site-words.server.ts), for
 * `useTranslated` and `useMessageText`; the server writes a route action's answer
 * with all of them (`textIn`). The catalogues only the admin area reads (admin,
 * gallery-edit, newsletter-admin, newsletter-issues, personal-data, uploads,
 * api-client) stay English. The Hindi e-mail words (newsletter-mail.ts: the
 * confirmation and the lines around an issue) are the server's alone, so they are
 * not here: no browser needs them.
 */
import type { Locale } from "../../locale.ts";
import { englishText } from "../catalogues.ts";
import { type Message, messageText } from "../keyed.ts";
import { blogMessages } from "./blog.ts";
import { applicationMessages, contactMessages } from "./contact.ts";
import { donationMessages } from "./donations.ts";
import { formMessages } from "./forms.ts";
import { formAdminMessages } from "./forms-admin.ts";
import { galleryMessages } from "./gallery.ts";
import { newsletterMessages } from "./newsletter.ts";
import { newsletterPageMessages } from "./newsletter-pages.ts";
import { searchMessages } from "./search.ts";
import { optionLabels } from "./visitor-labels.ts";

/** Every Hindi catalogue, under the name of the English export it translates. */
export const hindiMessages = {
  blogMessages,
  contactMessages,
  applicationMessages,
  donationMessages,
  formMessages,
  formAdminMessages,
  galleryMessages,
  newsletterMessages,
  newsletterPageMessages,
  searchMessages,
  optionLabels,
};

/** A message in `locale` (the server's side: a route action's answer); English where Hindi has no words for it. */
export function textIn(message: Message, locale: Locale): string {
  return (locale === "hi" ? messageText(message, hindiMessages, "hi") : undefined) ?? englishText(message);
}
