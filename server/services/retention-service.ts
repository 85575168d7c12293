/**
 * Deleting what visitors sent once the privacy notice says it goes (issue 42): run
 * every night by the job queue. Messages and applications go RETENTION_MESSAGE_DAYS
 * after they arrived, an under-18's application its parent or guardian did not
 * confirm when its link expires; a custom form's answers RETENTION_FORM_ANSWER_DAYS after the
 * form was closed; a newsletter subscription never confirmed after
 * RETENTION_UNCONFIRMED_DAYS. A record on hold (a legal hold, set in the admin)
 * stays. The files that went with them go too, unless another record holds the same
 * bytes, and the tables are rewritten so no copy stays in the database's files.
 * Each run is recorded; the admin sees what went and what goes in the coming weeks.
 * The same run deletes the audit log's entries older than a year (audit-log.ts), and
 * the counts of page views and vitals older than 13 months (visit-service.ts).
 */

import { and, desc, eq, inArray, isNotNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import {
  applications,
  contactMessages,
  customForms,
  formResponses,
  newsletterSubscribers,
  retentionRuns,
} from "../db/schema.ts";
import type { MediaService } from "../media/media-service.ts";
import { unusedResumeKeys } from "./application-service.ts";
import { pruneAuditLog } from "./audit-log.ts";
import { answerFileKeys, unreferencedKeys } from "./form-answer-files.ts";
import { PERSONAL_DATA_TABLES } from "./personal-data-service.ts";
import { isUuid } from "./uuid.ts";
import { pruneVisits } from "./visit-service.ts";

const DAY_MS = 86_400_000;

export interface RetentionPeriods {
  messageDays: number;
  formAnswerDays: number;
  unconfirmedDays: number;
}

/** How many of each kind: deleted by a run, or due in a window. */
export interface RetentionCounts {
  messages: number;
  applications: number;
  formAnswers: number;
  unconfirmedSubscriptions: number;
  files: number;
}

export function createRetentionService({
  db,
  media,
  periods,
  scrub,
  timeZone,
  now = () => new Date(),
}: {
  db: Database;
  media: MediaService;
  periods: RetentionPeriods;
  scrub: (tables: readonly string[]) => Promise<void>;
  /** The site's clock: the visits' counts are kept by months of its calendar. */
  timeZone: string;
  now?: () => Date;
}) {
  /** The conditions of what is past its time at `at` (and not on hold). */
  function expired(at: Date) {
    const messagesBefore = new Date(at.getTime() - periods.messageDays * DAY_MS);
    const closedBefore = new Date(at.getTime() - periods.formAnswerDays * DAY_MS);
    const unconfirmedBefore = new Date(at.getTime() - periods.unconfirmedDays * DAY_MS);
    return {
      messages: and(lt(contactMessages.createdAt, messagesBefore), eq(contactMessages.held, false)) as SQL,
      applications: or(
        and(lt(applications.createdAt, messagesBefore), eq(applications.held, false)),
        // An under-18's application whose parent or guardian did not confirm in time (issue 42).
        and(isNotNull(applications.guardianTokenHash), lte(applications.guardianExpiresAt, at)),
      ) as SQL,
      formAnswers: and(
        eq(formResponses.held, false),
        inArray(
          formResponses.formId,
          db
            .select({ id: customForms.id })
            .from(customForms)
            .where(
              and(
                eq(customForms.disabled, true),
                isNotNull(customForms.closedAt),
                lte(customForms.closedAt, closedBefore),
              ),
            ),
        ),
      ) as SQL,
      unconfirmedSubscriptions: and(
        eq(newsletterSubscribers.confirmed, false),
        lt(newsletterSubscribers.createdAt, unconfirmedBefore),
      ) as SQL,
    };
  }

  return {
    periods,

    /** What a run at `at` would delete (files not counted): "what goes next". */
    async dueBy(at: Date): Promise<Omit<RetentionCounts, "files">> {
      const conditions = expired(at);
      const total = sql<number>`count(*)::int`;
      const [[messages], [applicationRows], [formAnswers], [unconfirmed]] = await Promise.all([
        db.select({ n: total }).from(contactMessages).where(conditions.messages),
        db.select({ n: total }).from(applications).where(conditions.applications),
        db.select({ n: total }).from(formResponses).where(conditions.formAnswers),
        db.select({ n: total }).from(newsletterSubscribers).where(conditions.unconfirmedSubscriptions),
      ]);
      return {
        messages: messages?.n ?? 0,
        applications: applicationRows?.n ?? 0,
        formAnswers: formAnswers?.n ?? 0,
        unconfirmedSubscriptions: unconfirmed?.n ?? 0,
      };
    },

    /** Deletes everything past its time, with its files; records and answers what went. */
    async run(log?: FastifyBaseLogger): Promise<RetentionCounts> {
      const at = now();
      const conditions = expired(at);
      const { counts, unusedFiles, auditEntries, visitRows } = await db.transaction(async (tx) => {
        const messages = await tx
          .delete(contactMessages)
          .where(conditions.messages)
          .returning({ id: contactMessages.id });
        const goneApplications = await tx
          .delete(applications)
          .where(conditions.applications)
          .returning({ resumeKey: applications.resumeKey });
        const answers = await tx
          .delete(formResponses)
          .where(conditions.formAnswers)
          .returning({ values: formResponses.values });
        // Their confirm and unsubscribe tokens go with them (foreign key).
        const subscriptions = await tx
          .delete(newsletterSubscribers)
          .where(conditions.unconfirmedSubscriptions)
          .returning({ id: newsletterSubscribers.id });
        // Files no remaining row holds: their rows now, their bytes after the commit.
        const unused = [
          ...(await unusedResumeKeys(
            tx,
            goneApplications.map((row) => row.resumeKey),
          )),
          ...(await unreferencedKeys(
            tx,
            answers.flatMap((row) => answerFileKeys(row.values)),
          )),
        ];
        await media.deleteRows(tx, unused);
        const deleted: RetentionCounts = {
          messages: messages.length,
          applications: goneApplications.length,
          formAnswers: answers.length,
          unconfirmedSubscriptions: subscriptions.length,
          files: unused.length,
        };
        await tx.insert(retentionRuns).values({ ranAt: at, deleted: { ...deleted } });
        // The audit log is the staff's, not what visitors sent: kept a year, then gone (not in the counts above).
        const auditEntries = await pruneAuditLog(tx, at);
        // Page views and vitals are no one's data: kept 13 months of the site's calendar, then gone (decision 099).
        const visitRows = await pruneVisits(tx, at, timeZone);
        return { counts: deleted, unusedFiles: unused, auditEntries, visitRows };
      });
      await media.deleteObjects(unusedFiles, log);
      if (Object.values(counts).some((n) => n > 0)) {
        await scrub(PERSONAL_DATA_TABLES).catch((err: unknown) =>
          log?.warn({ err }, "retention: rewriting the tables failed"),
        );
      }
      log?.info({ deleted: counts, auditEntries, visitRows }, "retention: deleted what the privacy notice says goes");
      return counts;
    },

    /** The latest runs, newest first: "what went". */
    async runs(limit = 10): Promise<{ ranAt: Date; deleted: RetentionCounts }[]> {
      const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.ranAt)).limit(limit);
      return rows.map((row) => ({ ranAt: row.ranAt, deleted: row.deleted as unknown as RetentionCounts }));
    },

    /** Holds a record past its time (or lets it go again). */
    async setHeld(kind: "message" | "application" | "formAnswer", id: string, held: boolean): Promise<boolean> {
      if (!isUuid(id)) return false;
      const table = { message: contactMessages, application: applications, formAnswer: formResponses }[kind];
      const updated = await db.update(table).set({ held }).where(eq(table.id, id)).returning({ id: table.id });
      return updated.length > 0;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
