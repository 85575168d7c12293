/**
 * The audit log (issue 45, decision 089): who did what, when and from where. The API
 * records every change made through a staff-only route and every read of a person's
 * data (server/api/audit-hook.ts); sign-ins and the setting of a password through a
 * link are recorded where they happen. Entries are only added: the Administrator
 * lists, filters and exports them, and the nightly retention job deletes those older
 * than AUDIT_LOG_DAYS (the DPDP Rules ask for a year).
 */
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AuditFilter, AuditPage, AuditQuery } from "#common/schemas/staff";
import type { Database } from "../db/client.ts";
import { auditEvents } from "../db/schema.ts";
import type { Transaction } from "../media/upload-batch.ts";
import { createAuditLabels } from "./audit-labels.ts";
import { endOfDay, startOfDay } from "./inbox-paging.ts";

export const AUDIT_LOG_DAYS = 365;
/** The most entries one CSV export holds (a year of a busy office is far below it). */
const CSV_LIMIT = 100_000;

export interface AuditEntry {
  actor: { id: string; name: string } | undefined;
  action: string;
  description: string;
  targetKind: string;
  targetId?: string | undefined;
  /** What the target was called (audit-labels.ts); undefined when nothing names it. */
  targetLabel?: string | undefined;
  clientAddress: string;
}

type Row = typeof auditEvents.$inferSelect;

export function createAuditLog({ db, timeZone }: { db: Database; timeZone: string }) {
  const where = (filter: AuditFilter): SQL | undefined =>
    and(
      filter.actor ? eq(auditEvents.actorId, filter.actor) : undefined,
      filter.action ? eq(auditEvents.action, filter.action) : undefined,
      filter.targetKind ? eq(auditEvents.targetKind, filter.targetKind) : undefined,
      filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
      filter.from ? gte(auditEvents.at, startOfDay(filter.from, timeZone)) : undefined,
      filter.to ? lt(auditEvents.at, endOfDay(filter.to, timeZone)) : undefined,
    );

  return {
    ...createAuditLabels(db),

    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditEvents).values({
        actorId: entry.actor?.id ?? null,
        actorName: entry.actor?.name ?? "",
        action: entry.action,
        description: entry.description,
        targetKind: entry.targetKind,
        targetId: entry.targetId ?? null,
        targetLabel: entry.targetLabel || null,
        clientAddress: entry.clientAddress,
      });
    },

    /** One page of the entries the filter matches, newest first. */
    async page({ page, pageSize, ...filter }: AuditQuery): Promise<AuditPage> {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(condition)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditEvents).where(condition),
      ]);
      return { items: rows, page, pageSize, total: total?.n ?? 0 };
    },

    /** Every entry the filter matches, newest first, for the CSV export. */
    async all(filter: AuditFilter): Promise<Row[]> {
      return db.select().from(auditEvents).where(where(filter)).orderBy(desc(auditEvents.at)).limit(CSV_LIMIT);
    },
  };
}

/**
 * An erasure's promise (decision 092): the entries about the records it deleted keep
 * their kind, id and what was done, but no longer the person's name. A target id is one
 * or more path ids joined by "/" (a form's and its response's), so any of its parts may
 * be an erased record's.
 */
export async function blankAuditLabels(tx: Transaction, erasedIds: readonly string[]): Promise<void> {
  if (erasedIds.length === 0) return;
  const ids = sql.join(
    erasedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx
    .update(auditEvents)
    .set({ targetLabel: null })
    .where(sql`string_to_array(lower(${auditEvents.targetId}), '/') && array[${ids}]::text[]`);
}

/** Deletes entries older than AUDIT_LOG_DAYS (the retention job's, in its transaction); answers how many went. */
export async function pruneAuditLog(db: Pick<Database, "delete">, at: Date): Promise<number> {
  const before = new Date(at.getTime() - AUDIT_LOG_DAYS * 86_400_000);
  const gone = await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id });
  return gone.length;
}

export type AuditLog = ReturnType<typeof createAuditLog>;
