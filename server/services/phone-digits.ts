/**
 * Phone numbers compared on their digits, in SQL: "+91 98290 12345", "098290-12345"
 * and "9829012345" are one number whatever spaces, dashes, brackets or plus they
 * were typed with. Used by the erasure of one person's data and the Inbox's search.
 */
import type { AnyColumn, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";

/** Only the digits of a stored text. */
export const digitsOf = (column: AnyColumn | SQL) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
