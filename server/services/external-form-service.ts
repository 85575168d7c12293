/**
 * Links to forms hosted elsewhere (spec 3, 7): list (optionally by category), read,
 * create, update, delete, and a click counter.
 */
import { desc, eq, sql } from "drizzle-orm";
import { formMessages as messages } from "#common/messages/forms";
import type { ExternalFormUpdate, FormCategory } from "#common/schemas/forms";
import type { Database } from "../db/client.ts";
import { externalForms } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { isUuid } from "./uuid.ts";

export type ExternalFormRow = typeof externalForms.$inferSelect;

export interface NewExternalForm {
  title: string;
  description: string;
  link: string;
  category: FormCategory;
  disabled: boolean;
}

const notFound = () => new DomainError("not-found", messages.server.linkNotFound);

export function createExternalFormService(db: Database) {
  return {
    /** Every link, newest first; only one category when given. */
    async list(filter: { category?: FormCategory } = {}): Promise<ExternalFormRow[]> {
      return db
        .select()
        .from(externalForms)
        .where(filter.category ? eq(externalForms.category, filter.category) : undefined)
        .orderBy(desc(externalForms.createdAt));
    },

    async get(id: string): Promise<ExternalFormRow> {
      if (!isUuid(id)) throw notFound();
      const [row] = await db.select().from(externalForms).where(eq(externalForms.id, id));
      if (!row) throw notFound();
      return row;
    },

    async create(input: NewExternalForm): Promise<ExternalFormRow> {
      const [row] = await db.insert(externalForms).values(input).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(id: string, changes: ExternalFormUpdate): Promise<ExternalFormRow> {
      if (!isUuid(id)) throw notFound();
      const [row] = await db
        .update(externalForms)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(externalForms.id, id))
        .returning();
      if (!row) throw notFound();
      return row;
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const deleted = await db
        .delete(externalForms)
        .where(eq(externalForms.id, id))
        .returning({ id: externalForms.id });
      if (deleted.length === 0) throw notFound();
    },

    /** Adds one click in the database (no read-modify-write race); answers the new count. */
    async recordClick(id: string): Promise<number> {
      if (!isUuid(id)) throw notFound();
      const [row] = await db
        .update(externalForms)
        .set({ clicks: sql`${externalForms.clicks} + 1` })
        .where(eq(externalForms.id, id))
        .returning({ clicks: externalForms.clicks });
      if (!row) throw notFound();
      return row.clicks;
    },
  };
}

export type ExternalFormService = ReturnType<typeof createExternalFormService>;
