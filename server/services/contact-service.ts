/**
 * Messages from the Get In Touch and Contact Us forms: stored as sent, listed for
 * the admin newest first (searched and filtered, inbox-paging.ts), marked read or
 * unread, deleted, exported.
 */

import { desc, eq } from "drizzle-orm";
import type { ConsentRecord } from "#common/consent-record";
import type { StoredContactMessage } from "#common/schemas/contact";
import type { ContactMessageView, InboxListQuery, Page } from "#common/schemas/inbox";
import type { Database } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { countsOf, filterCondition, type InboxTable, pageOf } from "./inbox-paging.ts";
import { isUuid } from "./uuid.ts";

type ContactMessageRow = typeof contactMessages.$inferSelect;
const source: InboxTable = {
  table: contactMessages,
  read: contactMessages.read,
  createdAt: contactMessages.createdAt,
  kind: contactMessages.source,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  phone: contactMessages.phone,
};
/** Newest first; ties (same instant) by id, so pages never overlap. */
const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    source: row.source === "contact-us" ? "contact-us" : "get-in-touch",
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    subject: row.subject,
    message: row.message,
    updates: row.updates,
    consent: row.consent,
    consentRecord: row.consentRecord,
    read: row.read,
    held: row.held,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `timeZone`: the site's (SITE_TIME_ZONE), whose days the date filters mean. */
export function createContactService(db: Database, { timeZone }: { timeZone: string }) {
  return {
    async store(message: StoredContactMessage, consentRecord: ConsentRecord): Promise<ContactMessageView> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          source: message.source,
          firstName: message.firstName,
          lastName: message.lastName,
          email: message.email,
          phone: message.phone,
          message: message.message,
          consentRecord,
          ...(message.source === "contact-us"
            ? { subject: message.subject, consent: message.consent }
            : { interest: message.interest, updates: message.updates }),
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return toContactMessageView(row);
    },

    /** One message; undefined once deleted. */
    async get(id: string): Promise<ContactMessageView | undefined> {
      const [row] = isUuid(id) ? await db.select().from(contactMessages).where(eq(contactMessages.id, id)) : [];
      return row ? toContactMessageView(row) : undefined;
    },

    list(query: InboxListQuery): Promise<Page<ContactMessageView>> {
      return pageOf(db, source, query, filterCondition(source, query, timeZone), async (where, limit, offset) => {
        const rows = await db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
        return rows.map(toContactMessageView);
      });
    },

    /** Every message, newest first, for the CSV export. */
    async all(): Promise<ContactMessageView[]> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(...newestFirst);
      return rows.map(toContactMessageView);
    },

    counts: () => countsOf(db, source),

    async setRead(id: string, read: boolean): Promise<ContactMessageView> {
      const [row] = isUuid(id)
        ? await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning()
        : [];
      if (!row) throw notFound("Message");
      return toContactMessageView(row);
    },

    async remove(id: string): Promise<void> {
      const [row] = isUuid(id)
        ? await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id })
        : [];
      if (!row) throw notFound("Message");
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
