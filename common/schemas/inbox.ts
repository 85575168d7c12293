/**
 * The admin inbox's API shapes: paged lists of contact messages and applications
 * (newest first), the read flag, and the unread counts the Overview shows.
 */
import { z } from "zod";

export const INBOX_PAGE_SIZE = 20;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(INBOX_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuery>;

export const readRequest = z.object({ read: z.boolean() });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
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
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

export const applicationView = z.object({
  id: z.string(),
  type: z.enum(["volunteer", "internship"]),
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
  read: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** One page of an inbox list (GET /api/contact, /api/applications). */
export const pageView = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    unread: z.number().int(),
  });

const countsView = z.object({ total: z.number().int(), unread: z.number().int() });
export const inboxCountsView = z.object({ messages: countsView, applications: countsView });
export type InboxCounts = z.infer<typeof inboxCountsView>;
