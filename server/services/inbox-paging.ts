/**
 * What the two inbox lists share: a page of rows newest first, with the total and
 * unread counts of the whole list.
 */
import { type AnyColumn, count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Page, PageQuery } from "#common/schemas/inbox";
import type { Database } from "../db/client.ts";

export interface InboxTable {
  table: PgTable;
  read: AnyColumn;
}

export async function countsOf(db: Database, { table, read }: InboxTable): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${read} = false)`.mapWith(Number) })
    .from(table);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** One page: `rows(limit, offset)` reads it (newest first), the counts come from the whole table. */
export async function pageOf<View>(
  db: Database,
  source: InboxTable,
  { page, pageSize }: PageQuery,
  rows: (limit: number, offset: number) => Promise<View[]>,
): Promise<Page<View>> {
  const items = await rows(pageSize, (page - 1) * pageSize);
  return { items, page, pageSize, ...(await countsOf(db, source)) };
}
