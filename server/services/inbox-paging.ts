/**
 * What the two inbox lists share: a page of rows newest first, with the total and
 * unread counts of the whole list, narrowed by the admin's search and filters
 * (issue 43): part of a name or e-mail address, or a phone number matched on its
 * digits (`phoneSearchDigits` of the one phone rule, common/phone.ts); the kind
 * (which form a message came from, an application's type); and the days it
 * arrived, on the site's clock. Every value reaches SQL as a parameter.
 */
import { type AnyColumn, and, count, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { phoneSearchDigits } from "#common/phone";
import type { InboxFilter, ListPage, Page, PageQuery } from "#common/schemas/inbox";
import type { Database } from "../db/client.ts";
import { digitsOf } from "./phone-digits.ts";
import { containsPattern } from "./search-pattern.ts";

export interface InboxTable {
  table: PgTable;
  read: AnyColumn;
  createdAt: AnyColumn;
  /** The column a kind filter compares: a message's source, an application's type. */
  kind: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
  phone: AnyColumn;
  /** The rows the staff see (an under-18's application waiting for a parent is not one); every row without it. */
  shown?: SQL;
}

function searchCondition(source: InboxTable, text: string): SQL | undefined {
  // One space between words, so "Priya  Sharma" finds "Priya Sharma".
  const pattern = containsPattern(text.replace(/\s+/g, " "));
  const digits = phoneSearchDigits(text);
  return or(
    ilike(sql`concat_ws(' ', ${source.firstName}, ${source.lastName})`, pattern),
    ilike(source.email, pattern),
    digits ? sql`position(${digits} in ${digitsOf(source.phone)}) > 0` : undefined,
  );
}

/** The first instant of a day on the site's clock: "2026-03-05" in Asia/Kolkata is 2026-03-04T18:30Z. */
export const startOfDay = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone}::text)`;
/** The first instant of the day after: where a "to" day ends. */
export const endOfDay = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone}::text)`;

/** The SQL condition of a filter; undefined when it narrows nothing. */
export function filterCondition(source: InboxTable, filter: InboxFilter, timeZone: string): SQL | undefined {
  return and(
    filter.q ? searchCondition(source, filter.q) : undefined,
    filter.kind ? eq(source.kind, filter.kind) : undefined,
    filter.from ? gte(source.createdAt, startOfDay(filter.from, timeZone)) : undefined,
    filter.to ? lt(source.createdAt, endOfDay(filter.to, timeZone)) : undefined,
  );
}

export async function countsOf(
  db: Database,
  { table, read, shown }: InboxTable,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${read} = false)`.mapWith(Number) })
    .from(table)
    .where(shown);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

async function matchingCount(db: Database, { table }: InboxTable, where: SQL): Promise<number> {
  const [row] = await db.select({ matching: count() }).from(table).where(where);
  return row?.matching ?? 0;
}

/**
 * One page of an admin list (the inbox's two, the Blogs and Gallery tabs): `rows(limit,
 * offset)` reads the page, `total()` counts the whole list and `matching()` what the
 * search and filters match (left out when nothing narrows the list: it is the total).
 * Offset paging: a page is a number in the URL, so a link or Back shows the same page.
 */
export async function listPageOf<View>(
  { page, pageSize }: PageQuery,
  parts: {
    rows: (limit: number, offset: number) => Promise<View[]>;
    total: () => Promise<number>;
    matching?: () => Promise<number>;
  },
): Promise<ListPage<View>> {
  const [items, total, matching] = await Promise.all([
    parts.rows(pageSize, (page - 1) * pageSize),
    parts.total(),
    parts.matching?.(),
  ]);
  return { items, page, pageSize, matching: matching ?? total, total };
}

/**
 * One page of what `where` matches among the rows the staff see: `rows(where,
 * limit, offset)` reads it (newest first); the total and unread counts are of the
 * whole list.
 */
export async function pageOf<View>(
  db: Database,
  source: InboxTable,
  query: PageQuery,
  where: SQL | undefined,
  rows: (where: SQL | undefined, limit: number, offset: number) => Promise<View[]>,
): Promise<Page<View>> {
  const visible = and(source.shown, where);
  const counts = countsOf(db, source);
  const listed = await listPageOf(query, {
    rows: (limit, offset) => rows(visible, limit, offset),
    total: async () => (await counts).total,
    matching: where && visible ? () => matchingCount(db, source, visible) : undefined,
  });
  return { ...listed, unread: (await counts).unread };
}
