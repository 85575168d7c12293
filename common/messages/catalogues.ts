/**
 * Every English catalogue a keyed message can name (keyed.ts), under its export
 * name, the first part of a key: the same names as the Hindi catalogues
 * (hi/catalogues.ts). For the server, which answers the API in English whatever
 * the key; a page's code imports only the catalogues of its own forms.
 */
import { blogMessages } from "./blog.ts";
import { applicationMessages, contactMessages } from "./contact.ts";
import { donationMessages } from "./donations.ts";
import { formMessages } from "./forms.ts";
import { formAdminMessages } from "./forms-admin.ts";
import { galleryMessages } from "./gallery.ts";
import { type KeyedMessage, keyed, type Message, messageText } from "./keyed.ts";
import { newsletterMessages } from "./newsletter.ts";
import { newsletterPageMessages } from "./newsletter-pages.ts";
import { searchMessages } from "./search.ts";
import { optionLabels } from "./visitor-labels.ts";

export const englishMessages = {
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

/**
 * A message in English: its catalogue's template filled in, or its text. A key no
 * catalogue has is a mistake in our code; it is answered as it is rather than failing the
 * answer it is part of.
 */
export function englishText(message: Message): string {
  return messageText(message, englishMessages, "en") ?? (message as KeyedMessage).key;
}

/** Each field's message in English. */
export const englishTexts = (messages: Readonly<Record<string, Message>>): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, englishText(message)]));

/** The keyed ones of some messages (fields whose message is text are left out); undefined when none is keyed. */
export function keyedOnly(messages: Readonly<Record<string, Message>>): Record<string, KeyedMessage> | undefined {
  const found = Object.entries(messages).filter(
    (entry): entry is [string, KeyedMessage] => typeof entry[1] !== "string",
  );
  return found.length > 0
    ? Object.fromEntries(found.map(([field, { key, params }]) => [field, keyed(key, params)]))
    : undefined;
}
