/**
 * The database schema: one Drizzle definition for embedded PGlite and PostgreSQL.
 * Migrations are generated from it (`npm run db:generate`) and committed.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about this installation (when it was first started, and similar). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
