/**
 * Ending a person's sessions, the one way every change that must sign them out does it
 * (a password set or reset, an account disabled, two-step turned on, off or reset):
 * every session still open, or all but `except`, the one making the change.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminSessions } from "../db/schema.ts";

type Writer = Pick<Database, "update">;

export async function endSessions(db: Writer, adminId: string, at: Date, except?: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        except === undefined ? undefined : ne(adminSessions.id, except),
      ),
    );
}
