/**
 * Links to external forms. (The Forms issue adds writing, categories and click
 * counting; the list below is what the admin dashboard reads today.)
 */
import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { externalForms } from "../db/schema.ts";

export type ExternalFormRow = typeof externalForms.$inferSelect;

export function createExternalFormService(db: Database) {
  return {
    async list(): Promise<ExternalFormRow[]> {
      return db.select().from(externalForms).orderBy(desc(externalForms.createdAt));
    },
  };
}

export type ExternalFormService = ReturnType<typeof createExternalFormService>;
