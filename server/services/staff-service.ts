/**
 * Staff accounts around the first administrator (issue 45, decision 089): an
 * Administrator invites a person by e-mail with a role; the person sets their own
 * password through a one-time link (7 days); an Administrator changes their role,
 * disables (their sessions end at once) or removes them. A forgotten password is
 * reset through a one-time link mailed to the account's address (1 hour), asked for
 * with an answer that is the same whether the address has an account or not.
 *
 * Only the SHA-256 of a link's token is stored. The first administrator (the oldest
 * account: the specification's single admin, which ADMIN_USERNAME/ADMIN_PASSWORD act
 * on) cannot be disabled, removed or given another role, and nobody can do that to
 * their own account, so an Administrator always remains.
 */
import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import { adminMessages as messages } from "#common/messages/admin";
import type { StaffAccount, StaffInvitation } from "#common/schemas/staff";
import { canonicalEmail } from "#common/schemas/text";
import type { StaffRole } from "#common/staff-roles";
import { hashPassword } from "../auth/password.ts";
import { hashToken, newSessionToken, TOKEN_PATTERN } from "../auth/tokens.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accountTokens, adminSessions, admins } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import { type AuthenticatedAdmin, RateLimitedError, shownName } from "./auth-service.ts";
import { endSessions } from "./end-sessions.ts";
import type { MailLog, MailService } from "./mail-service.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { isUuid } from "./uuid.ts";

export const INVITATION_DAYS = 7;
export const RESET_LINK_HOURS = 1;
/** Reset links mailed to one address in a sign-in window: more are not sent (and the answer does not say so). */
const RESETS_PER_ADDRESS = 3;

type Account = typeof admins.$inferSelect;
type Purpose = (typeof accountTokens.$inferSelect)["purpose"];

export function createStaffService(deps: {
  db: Database;
  config: Pick<ServerConfig, "origin" | "login" | "site">;
  mail: Pick<MailService, "canMailVisitors" | "toVisitor" | "inBackground">;
  rateLimiter: RateLimiter;
  now?: () => Date;
}) {
  const { db, config, mail, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const linkTo = (token: string) => `${config.origin}/admin/set-password?token=${token}`;

  async function ownerId(): Promise<string | undefined> {
    const [owner] = await db.select({ id: admins.id }).from(admins).orderBy(asc(admins.createdAt)).limit(1);
    return owner?.id;
  }

  function view(account: Account, owner: string | undefined, lastSeenAt: Date | null): StaffAccount {
    return {
      id: account.id,
      username: account.username,
      name: shownName(account),
      email: account.email,
      role: account.role,
      status: account.disabledAt ? "disabled" : account.passwordHash ? "active" : "invited",
      owner: account.id === owner,
      twoStep: account.totpEnabledAt !== null,
      createdAt: account.createdAt,
      lastSeenAt,
    };
  }

  async function find(id: string): Promise<Account> {
    const [account] = isUuid(id) ? await db.select().from(admins).where(eq(admins.id, id)) : [];
    if (!account) throw notFound("Account");
    return account;
  }

  /** Someone other than the one asking and the first administrator. */
  async function changeable(id: string, by: AuthenticatedAdmin): Promise<Account> {
    const account = await find(id);
    if (account.id === by.id) throw new DomainError("conflict", messages.staff.notYourself);
    if (account.id === (await ownerId())) throw new DomainError("conflict", messages.staff.notOwner);
    return account;
  }

  /** A new one-time link for an account; earlier unused ones of the same purpose stop working. */
  async function newLink(account: Account, purpose: Purpose, lifetimeMs: number) {
    const token = newSessionToken();
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: now() })
        .where(
          and(eq(accountTokens.adminId, account.id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
        );
      await tx.insert(accountTokens).values({ adminId: account.id, purpose, tokenHash: hashToken(token), expiresAt });
    });
    return { link: linkTo(token), expiresAt };
  }

  /** Mails the invitation when a mail server takes it; otherwise the link is the Administrator's to pass on. */
  async function sendInvitation(account: Account, by: AuthenticatedAdmin, log: MailLog): Promise<StaffInvitation> {
    const { link, expiresAt } = await newLink(account, "invite", INVITATION_DAYS * 86_400_000);
    let mailed = false;
    if (mail.canMailVisitors && account.email) {
      mailed = await mail
        .toVisitor(
          {
            to: account.email,
            subject: `${config.site.name}: your invitation to the admin area`,
            text:
              `${by.name} invited you to the admin area of ${config.site.name}.\n\n` +
              `Open this link within ${INVITATION_DAYS} days to set your password:\n${link}\n\n` +
              `Then sign in with your e-mail address (${account.email}) and that password.\n`,
          },
          log,
        )
        .then(
          () => true,
          (err: unknown) => {
            log.error({ err }, "the invitation could not be mailed; its link is shown to the Administrator");
            return false;
          },
        );
    }
    return {
      account: view(account, await ownerId(), null),
      mailed,
      link: mailed ? null : link,
      expiresAt,
    };
  }

  return {
    async list(): Promise<StaffAccount[]> {
      const owner = await ownerId();
      const rows = await db
        .select({ account: admins, lastSeenAt: max(adminSessions.lastUsedAt) })
        .from(admins)
        .leftJoin(adminSessions, eq(adminSessions.adminId, admins.id))
        .groupBy(admins.id)
        .orderBy(asc(admins.createdAt));
      return rows.map((row) => view(row.account, owner, row.lastSeenAt));
    },

    async invite(
      input: { name: string; email: string; role: StaffRole },
      by: AuthenticatedAdmin,
      log: MailLog,
    ): Promise<StaffInvitation> {
      const [taken] = await db
        .select({ id: admins.id })
        .from(admins)
        .where(sql`${admins.email} = ${input.email} or lower(${admins.username}) = ${input.email}`);
      if (taken) throw new DomainError("conflict", messages.staff.emailTaken, { email: messages.staff.emailTaken });
      const [account] = await db
        .insert(admins)
        .values({ username: input.email, email: input.email, name: input.name, role: input.role })
        .returning();
      if (!account) throw new Error("the account was not stored");
      return sendInvitation(account, by, log);
    },

    /** A new invitation link for someone who has not set a password yet (the first expired or was lost). */
    async reinvite(id: string, by: AuthenticatedAdmin, log: MailLog): Promise<StaffInvitation> {
      const account = await find(id);
      if (account.passwordHash) throw new DomainError("conflict", messages.staff.alreadyActive);
      return sendInvitation(account, by, log);
    },

    async change(
      id: string,
      change: { role?: StaffRole; disabled?: boolean },
      by: AuthenticatedAdmin,
    ): Promise<StaffAccount> {
      const account = await changeable(id, by);
      const disabledAt =
        change.disabled === undefined ? account.disabledAt : change.disabled ? (account.disabledAt ?? now()) : null;
      const [updated] = await db.transaction(async (tx) => {
        // Disabling ends the person's sessions in the same step: their next request is a 401.
        if (disabledAt && !account.disabledAt) {
          await endSessions(tx, account.id, now());
        }
        return tx
          .update(admins)
          .set({ role: change.role ?? account.role, disabledAt, updatedAt: now() })
          .where(eq(admins.id, account.id))
          .returning();
      });
      if (!updated) throw notFound("Account");
      const [seen] = await db
        .select({ at: max(adminSessions.lastUsedAt) })
        .from(adminSessions)
        .where(eq(adminSessions.adminId, account.id));
      return view(updated, await ownerId(), seen?.at ?? null);
    },

    /** Removes the account; its sessions and links go with it (the audit log keeps its entries and name). */
    async remove(id: string, by: AuthenticatedAdmin): Promise<{ id: string; name: string }> {
      const account = await changeable(id, by);
      await db.delete(admins).where(eq(admins.id, account.id));
      return { id: account.id, name: shownName(account) };
    },

    /**
     * Sets the password of the account a one-time link belongs to, and uses the link up.
     * Every session of the account ends (a reset is often because someone else knew the
     * old password). Answers the account, so the caller can record who.
     */
    async setPassword(token: string, password: string): Promise<{ id: string; username: string; name: string }> {
      if (!TOKEN_PATTERN.test(token)) throw new DomainError("invalid", messages.auth.linkInvalid);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ link: accountTokens, account: admins })
          .from(accountTokens)
          .innerJoin(admins, eq(admins.id, accountTokens.adminId))
          .where(eq(accountTokens.tokenHash, hashToken(token)))
          .for("update");
        if (!row || row.link.usedAt || row.link.expiresAt <= now() || row.account.disabledAt) {
          throw new DomainError("invalid", messages.auth.linkInvalid);
        }
        await tx.update(accountTokens).set({ usedAt: now() }).where(eq(accountTokens.adminId, row.account.id));
        await tx
          .update(admins)
          .set({ passwordHash, passwordGenerated: false, updatedAt: now() })
          .where(eq(admins.id, row.account.id));
        await endSessions(tx, row.account.id, now());
        return { id: row.account.id, username: row.account.username, name: shownName(row.account) };
      });
    },

    /**
     * A forgotten password: mails a reset link to the address when it is an account's
     * (one that is not disabled), in the background, so the answer and its timing are
     * the same either way. Limited per client (429 past the sign-in limit) and per
     * address (more links are silently not sent).
     */
    async requestReset(email: string, clientAddress: string, log: MailLog): Promise<void> {
      const { maxFailuresPerClient, windowSeconds } = config.login;
      const byClient = await rateLimiter.hit(`reset:client:${clientAddress}`, windowSeconds);
      if (byClient.count > maxFailuresPerClient) {
        throw new RateLimitedError(byClient.resetInSeconds);
      }
      const address = canonicalEmail(email);
      mail.inBackground(
        (async () => {
          const byAddress = await rateLimiter.hit(`reset:email:${address}`, windowSeconds);
          if (byAddress.count > RESETS_PER_ADDRESS || !mail.canMailVisitors) return;
          const [account] = await db.select().from(admins).where(eq(admins.email, address));
          if (!account?.email || account.disabledAt) return;
          const { link } = await newLink(account, "reset", RESET_LINK_HOURS * 3_600_000);
          await mail.toVisitor(
            {
              to: account.email,
              subject: `${config.site.name}: set a new password`,
              text:
                `Someone asked to set a new password for your account in the admin area of ${config.site.name}.\n\n` +
                `Open this link within ${RESET_LINK_HOURS} hour to set it:\n${link}\n\n` +
                "If it was not you, ignore this message: your password stays as it is.\n",
            },
            log,
          );
        })().catch((err: unknown) => log.error({ err }, "a password reset link could not be sent")),
      );
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
