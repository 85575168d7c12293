/**
 * The admin inbox's API shapes: paged lists of contact messages and applications
 * (newest first), searched and filtered (issue 43), the read flag, and the unread
 * counts the Overview shows.
 */

import { z } from "zod";
import { isCalendarDate } from "../calendar-date.ts";
import { consentRecordView } from "../consent-record.ts";
import { LOCALES } from "../locale.ts";
import { inboxMessages } from "../messages/contact.ts";
import { pagingMessages } from "../messages/paging.ts";
import { APPLICATION_TYPES } from "../visitor-form-fields.ts";
import { boundedText } from "./text.ts";

export const INBOX_PAGE_SIZE = 20;

/** The highest page number a list is asked for, and the most rows on one page. */
export const PAGE_LIMITS = { page: 100_000, pageSize: 100 } as const;

/**
 * `page` and `pageSize` of every paged admin list (the inbox, the audit log, the
 * Blogs and Gallery tabs): offset paging, newest first; a bad value is a 400 naming it.
 */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: pagingMessages.page(PAGE_LIMITS.page) })
    .int(pagingMessages.page(PAGE_LIMITS.page))
    .min(1, pagingMessages.page(PAGE_LIMITS.page))
    .max(PAGE_LIMITS.page, pagingMessages.page(PAGE_LIMITS.page))
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ error: pagingMessages.pageSize(PAGE_LIMITS.pageSize) })
    .int(pagingMessages.pageSize(PAGE_LIMITS.pageSize))
    .min(1, pagingMessages.pageSize(PAGE_LIMITS.pageSize))
    .max(PAGE_LIMITS.pageSize, pagingMessages.pageSize(PAGE_LIMITS.pageSize))
    .optional()
    .default(INBOX_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuery>;

/** The longest search text: a name, an e-mail address (254 is the most SMTP carries, but nobody types that) or a phone. */
export const INBOX_SEARCH_MAX = 100;
/** What each list holds: messages by the form they came from, applications by their type. */
export const MESSAGE_KINDS = ["get-in-touch", "contact-us"] as const;
export const APPLICATION_KINDS = APPLICATION_TYPES;

const m = inboxMessages.filter;
/** Empty means "not given", as an emptied search box or date field sends it. */
const emptyAsAbsent = (value: string) => value || undefined;

/** A day (YYYY-MM-DD) on the site's clock (SITE_TIME_ZONE): the whole day counts. */
const dayField = (name: string) =>
  boundedText(10, m.badDate(name))
    .refine((value) => value === "" || isCalendarDate(value), m.badDate(name))
    .transform(emptyAsAbsent)
    .optional();

const filterFields = {
  /** Part of a name or e-mail address, or of a phone number (matched on its digits: "+91 98290 12345" = "09829012345"). */
  q: boundedText(INBOX_SEARCH_MAX, m.searchTooLong(INBOX_SEARCH_MAX)).transform(emptyAsAbsent).optional(),
  from: dayField("from"),
  to: dayField("to"),
};

function datesInOrder(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: m.datesReversed });
  }
}

const kindField = <K extends readonly [string, ...string[]]>(kinds: K) =>
  z.enum(kinds, { error: m.badKind(kinds) }).optional();

/** GET /api/contact: a page of messages, those matching the search, kind and dates only. */
export const messageListQuery = pageQuery
  .extend({ ...filterFields, kind: kindField(MESSAGE_KINDS) })
  .superRefine(datesInOrder);
/** GET /api/applications: the same for applications. */
export const applicationListQuery = pageQuery
  .extend({ ...filterFields, kind: kindField(APPLICATION_KINDS) })
  .superRefine(datesInOrder);

/** What narrows an inbox list (all optional; none means the whole list). */
export interface InboxFilter {
  q?: string;
  kind?: string;
  from?: string;
  to?: string;
}
export type InboxListQuery = PageQuery & InboxFilter;

export const readRequest = z.object({ read: z.boolean() });

/** One page of an admin list: the rows, where it is, and what the pages count. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** How many match the search and filters (the whole list when there are none): what the pages count. */
  matching: number;
  /** The whole list. */
  total: number;
}

/** One page of an inbox list, with the whole list's unread count. */
export interface Page<T> extends ListPage<T> {
  unread: number;
}

export const contactMessageView = z.object({
  id: z.string(),
  source: z.enum(["get-in-touch", "contact-us"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  interest: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  updates: z.boolean(),
  consent: z.boolean(),
  consentRecord: consentRecordView,
  read: z.boolean(),
  /** Kept past the retention period (a legal hold). */
  held: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

export const applicationView = z.object({
  id: z.string(),
  type: z.enum(APPLICATION_TYPES),
  /** The opening applied for (its id), "" when none was chosen. */
  position: z.string(),
  /** A job's title, from the staff's openings (null for other types, or a job no longer listed in the admin). */
  positionTitle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int(),
  address: z.string(),
  education: z.string(),
  experience: z.string(),
  availability: z.string(),
  interests: z.array(z.string()),
  motivation: z.string(),
  /** Present when a resume was uploaded: its file name and size, for the download button. */
  resume: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  /** The language of the page it was sent from. */
  language: z.enum(LOCALES),
  /** An applicant under 18's parent or guardian, and when they confirmed (issue 42); null for adults. */
  guardian: z.object({ name: z.string(), email: z.string(), confirmedAt: z.string().nullable() }).nullable(),
  consentRecord: consentRecordView,
  read: z.boolean(),
  /** Kept past the retention period (a legal hold). */
  held: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** One page of an admin list (`ListPage`): the inbox's, the Blogs and Gallery tabs'. */
export const listPageView = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    matching: z.number().int(),
    total: z.number().int(),
  });

/** One page of an inbox list (GET /api/contact, /api/applications). */
export const pageView = <T extends z.ZodType>(item: T) => listPageView(item).extend({ unread: z.number().int() });

const countsView = z.object({ total: z.number().int(), unread: z.number().int() });
export const inboxCountsView = z.object({ messages: countsView, applications: countsView });
export type InboxCounts = z.infer<typeof inboxCountsView>;
