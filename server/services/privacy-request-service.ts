/**
 * Requests about personal data (issue 42): the staff record each on arrival; the
 * list shows the last day of the 30 the privacy notice gives for a reply, and which
 * are late; a request is marked answered on the day it was, or reopened.
 * Days are the site's calendar days ("2026-11-29"), as the staff read them.
 */
import { asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { addDays } from "#common/calendar-date";
import { privacyRequestMessages as messages } from "#common/messages/privacy-requests";
import {
  PRIVACY_REPLY_DAYS,
  type PrivacyRequestInput,
  type PrivacyRequestKind,
  type PrivacyRequestUpdate,
} from "#common/schemas/privacy-requests";
import { siteDay } from "#common/site-clock";
import type { Database } from "../db/client.ts";
import { privacyRequests } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import { isUuid } from "./uuid.ts";

type Row = typeof privacyRequests.$inferSelect;

/** The answered requests the list shows (the latest). */
const ANSWERED_SHOWN = 100;

export function createPrivacyRequestService({
  db,
  timeZone,
  now = () => new Date(),
}: {
  db: Database;
  timeZone: string;
  now?: () => Date;
}) {
  const today = () => siteDay(now(), timeZone);

  const view = (row: Row, day: string) => {
    const dueOn = addDays(row.receivedOn, PRIVACY_REPLY_DAYS);
    return {
      id: row.id,
      kind: row.kind as PrivacyRequestKind,
      name: row.name,
      contact: row.contact,
      receivedOn: row.receivedOn,
      dueOn,
      notes: row.notes,
      answeredOn: row.answeredOn,
      overdue: row.answeredOn === null && day > dueOn,
      createdAt: row.createdAt,
    };
  };

  async function find(id: string): Promise<Row> {
    const [row] = isUuid(id) ? await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)) : [];
    if (!row) throw notFound("Request");
    return row;
  }

  return {
    /** Waiting ones by deadline (the nearest first), then the latest answered. */
    async list() {
      const day = today();
      const [waiting, answered] = await Promise.all([
        db
          .select()
          .from(privacyRequests)
          .where(isNull(privacyRequests.answeredOn))
          .orderBy(asc(privacyRequests.receivedOn), asc(privacyRequests.createdAt)),
        db
          .select()
          .from(privacyRequests)
          .where(isNotNull(privacyRequests.answeredOn))
          .orderBy(desc(privacyRequests.answeredOn), desc(privacyRequests.createdAt))
          .limit(ANSWERED_SHOWN),
      ]);
      const waitingViews = waiting.map((row) => view(row, day));
      return {
        waiting: waitingViews,
        answered: answered.map((row) => view(row, day)),
        overdue: waitingViews.filter((request) => request.overdue).length,
      };
    },

    async record(input: PrivacyRequestInput) {
      const day = today();
      if (input.receivedOn > day) {
        throw new DomainError("invalid", messages.validation.receivedInFuture, {
          receivedOn: messages.validation.receivedInFuture,
        });
      }
      const [row] = await db.insert(privacyRequests).values(input).returning();
      if (!row) throw new Error("privacy request: the insert returned no row");
      return view(row, day);
    },

    /** Marks it answered today (or waiting again), and/or replaces its notes. */
    async update(id: string, change: PrivacyRequestUpdate) {
      const row = await find(id);
      const day = today();
      const answeredOn =
        change.answered === undefined ? row.answeredOn : change.answered ? (row.answeredOn ?? day) : null;
      const [updated] = await db
        .update(privacyRequests)
        .set({ answeredOn, notes: change.notes ?? row.notes, updatedAt: now() })
        .where(eq(privacyRequests.id, row.id))
        .returning();
      if (!updated) throw notFound("Request");
      return view(updated, day);
    },

    /** A request recorded by mistake. */
    async remove(id: string): Promise<void> {
      const row = await find(id);
      await db.delete(privacyRequests).where(eq(privacyRequests.id, row.id));
    },
  };
}

export type PrivacyRequestService = ReturnType<typeof createPrivacyRequestService>;
