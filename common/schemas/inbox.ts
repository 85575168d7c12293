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

export interface ContactMessageView {
  id: string;
  source: "get-in-touch" | "contact-us";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: string | null;
  subject: string | null;
  message: string;
  updates: boolean;
  consent: boolean;
  read: boolean;
  createdAt: string;
}

export interface ApplicationView {
  id: string;
  type: "volunteer" | "internship";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: number;
  address: string;
  education: string;
  experience: string;
  availability: string;
  interests: string[];
  motivation: string;
  /** Present when a resume was uploaded: its file name and size, for the download button. */
  resume: { name: string; size: number } | null;
  read: boolean;
  createdAt: string;
}

export interface InboxCounts {
  messages: { total: number; unread: number };
  applications: { total: number; unread: number };
}
