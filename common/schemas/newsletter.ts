/** The newsletter's requests and answers: POST /api/newsletter and the admin's subscriber list. */
import { z } from "zod";
import { LOCALES } from "../locale.ts";
import { keysOf } from "../messages/keyed.ts";
import { newsletterMessages } from "../messages/newsletter.ts";
import { emailAddress } from "./contact.ts";
import { boundedText } from "./text.ts";

/** The footer's box: the address, and the language of the page it was typed on (English when left out). */
export const newsletterRequest = z.object({
  // In the box's own catalogue: every page has the box, and its words (contactMessages are a contact page's).
  email: emailAddress(keysOf("newsletterMessages", newsletterMessages).validation),
  language: z.enum(LOCALES, { error: "language: en or hi" }).default("en"),
});

export const subscriberView = z.object({
  id: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The language the newsletter is sent to it in. */
  language: z.enum(LOCALES),
});
export type SubscriberView = z.infer<typeof subscriberView>;

export const SUBSCRIBER_PAGE_SIZE = 25;

export const subscriberQuery = z.object({
  q: boundedText(254, "Search text is limited to 254 characters").optional(),
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1).max(100_000).optional(),
});

export const subscriberCounts = z.object({ confirmed: z.number().int(), unconfirmed: z.number().int() });
export type SubscriberCounts = z.infer<typeof subscriberCounts>;

export const subscriberPage = z.object({
  items: z.array(subscriberView),
  /** Matching the search (all when none). */
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: subscriberCounts,
  /** False when no mail server is set up: addresses cannot be confirmed. */
  canConfirm: z.boolean(),
});
export type SubscriberPage = z.infer<typeof subscriberPage>;
