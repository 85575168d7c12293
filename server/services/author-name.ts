import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import type { AuthenticatedAdmin } from "./auth-service.ts";
import type { createMetaService } from "./meta-service.ts";

const AUTHOR_NAME_KEY = "author_name";

/**
 * The name a person's new posts show as their author (issue 23; per person since
 * issue 45), set in Settings. Until they set one: for the first administrator, the
 * one the site kept before staff accounts (with the installation's other facts), else
 * the organisation's name, as before (the sign-in name is a credential half and is
 * never published); for anyone invited, their own name, so posts show their real author.
 */
export function createAuthorName({
  db,
  meta,
  organisationName,
}: {
  db: Database;
  meta: ReturnType<typeof createMetaService>;
  organisationName: string;
}) {
  return {
    async get(admin: Pick<AuthenticatedAdmin, "id">): Promise<string> {
      const [account] = await db.select().from(admins).where(eq(admins.id, admin.id));
      if (account?.authorName) return account.authorName;
      const [owner] = await db.select({ id: admins.id }).from(admins).orderBy(asc(admins.createdAt)).limit(1);
      if (!account || account.id === owner?.id) return (await meta.get(AUTHOR_NAME_KEY)) ?? organisationName;
      return account.name || organisationName;
    },
    async set(admin: Pick<AuthenticatedAdmin, "id">, name: string): Promise<string> {
      await db.update(admins).set({ authorName: name }).where(eq(admins.id, admin.id));
      return name;
    },
  };
}
