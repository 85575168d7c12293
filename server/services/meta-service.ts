import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta } from "../db/schema.ts";

/** Small facts about this installation, kept in the database. */
export function createMetaService(db: Database) {
  const secrets = new Map<string, Promise<Buffer>>();
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Stores `value` unless the key has one already; answers the stored value (the same for every instance). */
    async setOnce(key: string, value: string): Promise<string> {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
      return (await this.get(key)) as string;
    },
    /** Records the first start once; later starts keep the first value. */
    async recordFirstStart(now = new Date()): Promise<string> {
      await db.insert(appMeta).values({ key: "installed_at", value: now.toISOString() }).onConflictDoNothing();
      return (await this.get("installed_at")) as string;
    },
    /**
     * A random 32-byte secret under `key`, the same for every instance (the first to
     * ask stores it), read once per process; a failed read is asked again next time.
     */
    secret(key: string): Promise<Buffer> {
      let secret = secrets.get(key);
      if (!secret) {
        secret = this.setOnce(key, randomBytes(32).toString("base64url")).then((value) =>
          Buffer.from(value, "base64url"),
        );
        secrets.set(key, secret);
        secret.catch(() => secrets.delete(key));
      }
      return secret;
    },
  };
}
