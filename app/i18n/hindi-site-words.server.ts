/**
 * The Hindi words that come with Hindi pages from the server (server only), apart
 * from each page's own content module:
 * - `siteWords`: the frame's (site-words.ts), sent by the site layout's loader;
 * - `frameWords`: the content modules and message catalogues (common/messages/hi/)
 *   the frame shows on any page (toasts, form fields, the footer's newsletter box,
 *   the offline page, the forms a visitor can fill in offline), also sent by the
 *   site layout, once;
 * - one set per family of pages (the blog, the gallery, the visitor forms, search,
 *   the newsletter's link pages), sent by the loaders of the pages that show them,
 *   so that no page carries the words of the others (issue 17).
 * All are looked up by export name (`useTranslated`, words.ts).
 */
import { blogMessages } from "#common/messages/hi/blog";
import { applicationMessages, contactMessages } from "#common/messages/hi/contact";
import { donationMessages } from "#common/messages/hi/donations";
import { formMessages } from "#common/messages/hi/forms";
import { galleryMessages } from "#common/messages/hi/gallery";
import { newsletterMessages } from "#common/messages/hi/newsletter";
import { newsletterPageMessages } from "#common/messages/hi/newsletter-pages";
import { searchMessages } from "#common/messages/hi/search";
import { optionLabels } from "#common/messages/hi/visitor-labels";
import type { Translation } from "#common/translation";
import { blogText } from "~/content/hi/blog";
import { customFormPage } from "~/content/hi/custom-form";
import { formsPage } from "~/content/hi/forms";
import { galleryCategoryLabels, galleryText } from "~/content/hi/gallery";
import { messageFormText } from "~/content/hi/message-form";
import { offlineText } from "~/content/hi/offline";
import { pages } from "~/content/hi/pages";
import { chrome } from "~/content/hi/site-chrome";
import { uiKitText } from "~/content/hi/ui-kit";
import type { SiteWords } from "~/content/site-words";

export const siteWords = { chrome, pages } satisfies Translation<Omit<SiteWords, "navigation">>;

/**
 * The custom forms' words are here rather than with the forms pages: a form opened
 * offline is read from the device (routes/forms/form.tsx), with no loader to bring them.
 * Of the contact catalogue, only the flood limit's words: the server says them to the
 * footer's newsletter box too (the pages with a contact form send it whole).
 */
export const frameWords = {
  uiKitText,
  messageFormText,
  newsletterMessages,
  contactMessages: { tooMany: contactMessages.tooMany },
  offlineText,
  formsPage,
  customFormPage,
  formMessages,
};

/** /blog and a post (their cards, filters, share button, not-found texts). */
export const blogWords = { blogText, blogMessages };
/** /Gallery (its board, cards, viewer and categories). */
export const galleryWords = { galleryText, galleryCategoryLabels, galleryMessages };
/** The pages with a Contact Us or Get in Touch form. */
export const contactFormWords = { contactMessages, optionLabels };
/** "Need an 80G receipt?" and the donor's page with their code. */
export const donationFormWords = { donationMessages };
/** The pages with the volunteer and internship application form (whose name and e-mail fields are the contact forms'). */
export const applicationFormWords = { contactMessages, applicationMessages, optionLabels };
/** /search. */
export const searchWords = { searchMessages };
/** /newsletter/confirm and /newsletter/unsubscribe. */
export const newsletterPageWords = { newsletterPageMessages };
