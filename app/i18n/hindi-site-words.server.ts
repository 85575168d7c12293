/**
 * The Hindi words the site layout's loader sends with every Hindi page (server
 * only): the frame's (site-words.ts) and, under `shared`, those of the content
 * modules several pages use (looked up by export name, words.ts) and of the
 * message catalogues (common/messages/hi/, messages.ts).
 */
import { hindiMessages } from "#common/messages/hi/catalogues";
import type { Translation } from "#common/translation";
import { blogText } from "~/content/hi/blog";
import { COMING_SOON } from "~/content/hi/display-types";
import { customFormPage, formsPage } from "~/content/hi/forms";
import { galleryCategoryLabels, galleryText } from "~/content/hi/gallery";
import { messageFormText } from "~/content/hi/message-form";
import { footerLinks, footerProgrammes, headerNavigation } from "~/content/hi/navigation";
import { offlineText } from "~/content/hi/offline";
import { pages } from "~/content/hi/pages";
import { chrome } from "~/content/hi/site-chrome";
import { uiKitText } from "~/content/hi/ui-kit";
import type { SiteWords } from "~/content/site-words";

export const siteWords = {
  chrome,
  pages,
  navigation: { headerNavigation, footerLinks, footerProgrammes },
} satisfies Translation<SiteWords>;

export const sharedWords = {
  uiKitText,
  messageFormText,
  blogText,
  galleryText,
  galleryCategoryLabels,
  formsPage,
  customFormPage,
  offlineText,
  COMING_SOON,
  // The message catalogues visitors read (common/messages/hi/), by export name
  // (`contactMessages`, `optionLabels`...). The map that turns their English texts,
  // as schemas and the API give them, into Hindi is fetched apart (app/i18n/messages.ts).
  ...hindiMessages,
};
