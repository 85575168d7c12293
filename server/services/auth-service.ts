/**
 * The administrator account and sign-in sessions (DESIGN.md section 1).
 *
 * - ADMIN_USERNAME/ADMIN_PASSWORD create or reset the admin at start. Without
 *   them, the first start generates a strong password for "admin", logs it once and
 *   keeps it in DATA_DIR/initial-admin-password (mode 600) so the login page can show
 *   it until the password is changed: only to a browser on this machine that opens
 *   the setup link printed in the log (its token is new at every start), so nobody
 *   reaching the server through a proxy on the same machine can read it.
 * - Sessions are opaque random tokens, stored as SHA-256, 12 hours or 30 days.
 * - Sign-in attempts are counted before the password is checked, in one atomic
 *   step, and given back when it is right; so a burst of parallel guesses gets at
 *   most the limit checked. The hard limits are per client address and per client
 *   and normalised username: a stranger cannot lock the real admin out. A username
 *   guessed at from many addresses is slowed down for everyone instead. A client
 *   already over its limit is refused before anything is counted.
 * - With two-step sign-in on (two-step-service.ts), the right password opens no
 *   session but a challenge (5 minutes, 5 wrong codes), answered by `secondStep` with
 *   a code. Codes are counted like passwords: per client, and per account (the
 *   guesser has the password, so the account's own limit is a hard one).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmod, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { adminMessages as messages } from "#common/messages/admin";
import { MIN_PASSWORD_LENGTH, type OpenSession } from "#common/schemas/auth";
import type { StaffRole } from "#common/staff-roles";
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from "../auth/password.ts";
import { hashToken, newSessionToken, TOKEN_PATTERN } from "../auth/tokens.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { adminSessions, admins, loginChallenges } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import { endSessions } from "./end-sessions.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { isUuid } from "./uuid.ts";

export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;
const DEFAULT_USERNAME = "admin";
/** A username under attack: each attempt past the limit waits twice as long as the one before, up to this. */
const MAX_SLOWDOWN_MS = 4000;
const FIRST_SLOWDOWN_MS = 250;
/** lastUsedAt is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** How long the second step of a sign-in may wait, and how many wrong codes it takes. */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_WRONG_CODES = 5;

export interface AuthenticatedAdmin {
  id: string;
  username: string;
  sessionId: string;
  role: StaffRole;
  /** The person's name, or their username when none was given (the first administrator). */
  name: string;
  /** Whether the account has two-step sign-in on. */
  twoStep: boolean;
}

/** Who signed in, as the audit log names them. */
interface SignedInAccount {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
}

/** A sign-in's outcome: a session, or (two-step on) a challenge awaiting the code. */
export type SignInResult =
  | { kind: "session"; token: string; admin: { username: string }; expiresAt: Date; account: SignedInAccount }
  | { kind: "second-step"; challenge: string; account: SignedInAccount };

/** How a person is named in the staff list and the audit log. */
export const shownName = (account: { name: string; username: string }) => account.name || account.username;

export interface StartupLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const signedIn = (account: typeof admins.$inferSelect): SignedInAccount => ({
  id: account.id,
  username: account.username,
  name: shownName(account),
  role: account.role,
});

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function createAuthService(deps: {
  db: Database;
  config: ServerConfig;
  rateLimiter: RateLimiter;
  /** two-step-service.ts's check of a second step's code (named here, so the two modules do not import each other). */
  twoStep: { checkCode(adminId: string, input: string): Promise<"app" | "recovery" | undefined> };
  now?: () => Date;
}) {
  const { db, config, rateLimiter, twoStep } = deps;
  const now = deps.now ?? (() => new Date());
  const initialPasswordFile = path.join(config.dataDir, "initial-admin-password");
  const setupToken = randomBytes(18).toString("base64url");
  const setupUrl = `http://localhost:${config.port}/admin/login?setup=${setupToken}`;
  const isSetupToken = (candidate: string | undefined) => {
    const given = Buffer.from(candidate ?? "");
    const expected = Buffer.from(setupToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const { maxFailuresPerUsername, maxFailuresPerClient, windowSeconds } = config.login;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function currentAdmin() {
    const [admin] = await db.select().from(admins).orderBy(admins.createdAt).limit(1);
    return admin;
  }

  async function forgetInitialPassword() {
    await rm(initialPasswordFile, { force: true });
  }

  async function openSession(account: typeof admins.$inferSelect, rememberMe: boolean) {
    const token = newSessionToken();
    const lifetimeMs = rememberMe ? REMEMBERED_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await db.insert(adminSessions).values({
      adminId: account.id,
      tokenHash: hashToken(token),
      rememberMe,
      expiresAt,
      createdAt: now(),
      lastUsedAt: now(),
    });
    return {
      kind: "session" as const,
      token,
      admin: { username: account.username },
      expiresAt,
      account: signedIn(account),
    };
  }

  return {
    /** Run at start: make sure exactly one admin exists, as the environment says. */
    async ensureAdmin(log: StartupLog): Promise<void> {
      const existing = await currentAdmin();
      const { username, password } = config.admin;
      if (username && password) {
        if (
          existing?.passwordHash &&
          existing.username === username &&
          (await verifyPassword(existing.passwordHash, password))
        ) {
          if (existing.passwordGenerated) {
            await db.update(admins).set({ passwordGenerated: false }).where(eq(admins.id, existing.id));
          }
          await forgetInitialPassword();
          return;
        }
        const passwordHash = await hashPassword(password);
        if (existing) {
          await db.transaction(async (tx) => {
            await tx
              .update(admins)
              .set({ username, passwordHash, passwordGenerated: false, updatedAt: now() })
              .where(eq(admins.id, existing.id));
            await endSessions(tx, existing.id, now());
          });
          log.info({ username }, "admin credentials reset from ADMIN_USERNAME/ADMIN_PASSWORD");
        } else {
          await db.insert(admins).values({ username, passwordHash, passwordGenerated: false });
          log.info({ username }, "admin created from ADMIN_USERNAME/ADMIN_PASSWORD");
        }
        await forgetInitialPassword();
        return;
      }
      if (existing) {
        if (existing.passwordGenerated) {
          log.warn({ username: existing.username, setupUrl }, "the admin password is still the generated one");
        }
        return;
      }

      const generated = generatePassword();
      const name = username ?? DEFAULT_USERNAME;
      await db
        .insert(admins)
        .values({ username: name, passwordHash: await hashPassword(generated), passwordGenerated: true });
      await writeFile(initialPasswordFile, `${generated}\n`, { mode: 0o600 });
      await chmod(initialPasswordFile, 0o600);
      log.warn(
        { username: name, password: generated, setupUrl },
        "generated the admin password: sign in at /admin/login and change it in Settings",
      );
    },

    /** The generated credentials, while they are unchanged and to the holder of this start's setup token. */
    async defaultCredentials(token: string | undefined): Promise<{ username: string; password: string } | undefined> {
      if (!isSetupToken(token)) return undefined;
      const admin = await currentAdmin();
      if (!admin?.passwordGenerated) return undefined;
      try {
        const password = (await readFile(initialPasswordFile, "utf8")).trim();
        return password ? { username: admin.username, password } : undefined;
      } catch {
        return undefined;
      }
    },

    /** Signs in with a username (an invited person's is their e-mail address); a disabled account cannot. */
    async login(input: {
      username: string;
      password: string;
      rememberMe: boolean;
      clientAddress: string;
    }): Promise<SignInResult> {
      const username = normaliseUsername(input.username);
      const pairKey = `login:pair:${input.clientAddress}:${username}`;
      const clientKey = `login:client:${input.clientAddress}`;
      const userKey = `login:user:${username}`;
      // A client already refused is refused before anything is counted, so made-up
      // usernames cannot keep adding counters (issue 40); Retry-After is what the
      // counting below would have said. For a client under its limit the hits
      // below decide, each in one atomic step.
      const [client, pair] = await Promise.all([rateLimiter.peek(clientKey), rateLimiter.peek(pairKey)]);
      if (client.count >= maxFailuresPerClient) {
        const pairWait = pair.count >= maxFailuresPerUsername ? pair.resetInSeconds : 0;
        throw new RateLimitedError(Math.max(1, client.resetInSeconds, pairWait));
      }
      const [byPair, byClient, byUser] = await Promise.all(
        [pairKey, clientKey, userKey].map((key) => rateLimiter.hit(key, windowSeconds)),
      );
      const blocked = [
        byPair && byPair.count > maxFailuresPerUsername ? byPair.resetInSeconds : 0,
        byClient && byClient.count > maxFailuresPerClient ? byClient.resetInSeconds : 0,
      ];
      const retryAfter = Math.max(...blocked);
      if (retryAfter > 0) throw new RateLimitedError(retryAfter);
      const excess = (byUser?.count ?? 0) - maxFailuresPerUsername;
      if (excess > 0) await wait(Math.min(MAX_SLOWDOWN_MS, FIRST_SLOWDOWN_MS * 2 ** (excess - 1)));

      const [admin] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = ${normaliseUsername(input.username)}`)
        .limit(1);
      // An unknown name, an invitation not yet accepted and a disabled account take as long as a wrong password.
      const usable = admin?.passwordHash && !admin.disabledAt ? admin.passwordHash : undefined;
      const valid = usable
        ? await verifyPassword(usable, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password)) && false;
      if (!admin || !valid) throw new DomainError("unauthenticated", messages.auth.invalidCredentials);
      // The right password: this attempt was no failure, and neither were this client's on this name.
      await Promise.all([rateLimiter.reset(pairKey), rateLimiter.release(clientKey), rateLimiter.reset(userKey)]);

      if (!admin.totpEnabledAt) return openSession(admin, input.rememberMe);
      const challenge = newSessionToken();
      // The table holds only sign-ins of the last few minutes: expired ones go as new ones come.
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now()));
      await db.insert(loginChallenges).values({
        adminId: admin.id,
        tokenHash: hashToken(challenge),
        rememberMe: input.rememberMe,
        expiresAt: new Date(now().getTime() + CHALLENGE_MINUTES * 60_000),
      });
      return { kind: "second-step", challenge, account: signedIn(admin) };
    },

    /**
     * The second step: the challenge of a right password and a code from the app (or a
     * recovery code). Wrong codes count against the client and the account as wrong
     * passwords do, and against the challenge, which goes after CHALLENGE_WRONG_CODES.
     */
    async secondStep(input: { challenge: string; code: string; clientAddress: string }) {
      const clientKey = `second-step:client:${input.clientAddress}`;
      const client = await rateLimiter.peek(clientKey);
      if (client.count >= maxFailuresPerClient) throw new RateLimitedError(Math.max(1, client.resetInSeconds));
      const gone = new DomainError("unauthenticated", messages.twoStep.challengeGone);
      if (!TOKEN_PATTERN.test(input.challenge)) throw gone;
      const [found] = await db
        .select({ challenge: loginChallenges, account: admins })
        .from(loginChallenges)
        .innerJoin(admins, eq(admins.id, loginChallenges.adminId))
        .where(eq(loginChallenges.tokenHash, hashToken(input.challenge)))
        .limit(1);
      if (!found || found.challenge.expiresAt <= now() || found.account.disabledAt) throw gone;
      const accountKey = `second-step:account:${found.account.id}`;
      const [byAccount, byClient] = await Promise.all(
        [accountKey, clientKey].map((key) => rateLimiter.hit(key, windowSeconds)),
      );
      const retryAfter = Math.max(
        byAccount && byAccount.count > maxFailuresPerUsername ? byAccount.resetInSeconds : 0,
        byClient && byClient.count > maxFailuresPerClient ? byClient.resetInSeconds : 0,
      );
      if (retryAfter > 0) throw new RateLimitedError(retryAfter);

      const how = await twoStep.checkCode(found.account.id, input.code);
      if (!how) {
        const [counted] = await db
          .update(loginChallenges)
          .set({ wrongCodes: sql`${loginChallenges.wrongCodes} + 1` })
          .where(eq(loginChallenges.id, found.challenge.id))
          .returning({ wrongCodes: loginChallenges.wrongCodes });
        if (!counted || counted.wrongCodes >= CHALLENGE_WRONG_CODES) {
          await db.delete(loginChallenges).where(eq(loginChallenges.id, found.challenge.id));
          throw gone;
        }
        throw new DomainError("unauthenticated", messages.twoStep.wrongCode, { code: messages.twoStep.wrongCode });
      }
      // Used up in one step, so the same challenge cannot open two sessions.
      const used = await db
        .delete(loginChallenges)
        .where(eq(loginChallenges.id, found.challenge.id))
        .returning({ id: loginChallenges.id });
      if (used.length === 0) throw gone;
      await Promise.all([rateLimiter.reset(accountKey), rateLimiter.release(clientKey)]);
      return { ...(await openSession(found.account, found.challenge.rememberMe)), how };
    },

    /** The admin a bearer token belongs to; throws 401 with the reason otherwise. */
    async authenticate(authorization: string | undefined): Promise<AuthenticatedAdmin> {
      if (!authorization?.trim()) throw new DomainError("unauthenticated", messages.auth.noToken);
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      if (!match?.[1] || !TOKEN_PATTERN.test(match[1]))
        throw new DomainError("unauthenticated", messages.auth.malformedToken);
      const [row] = await db
        .select({ session: adminSessions, account: admins })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(eq(adminSessions.tokenHash, hashToken(match[1])))
        .limit(1);
      // A disabled account's sessions were revoked when it was disabled; checked here as well, so no race lets one through.
      if (!row || row.session.revokedAt || row.account.disabledAt)
        throw new DomainError("unauthenticated", messages.auth.invalidToken);
      const t = now();
      if (row.session.expiresAt <= t) throw new DomainError("unauthenticated", messages.auth.expiredToken);
      if (t.getTime() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(adminSessions).set({ lastUsedAt: t }).where(eq(adminSessions.id, row.session.id));
      }
      const { account } = row;
      return {
        id: account.id,
        username: account.username,
        sessionId: row.session.id,
        role: account.role,
        name: shownName(account),
        twoStep: account.totpEnabledAt !== null,
      };
    },

    /** The person's sessions still open (not ended, not expired), the latest used first. */
    async sessions(admin: AuthenticatedAdmin): Promise<OpenSession[]> {
      const rows = await db
        .select()
        .from(adminSessions)
        .where(
          and(eq(adminSessions.adminId, admin.id), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now())),
        )
        .orderBy(desc(adminSessions.lastUsedAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
        rememberMe: row.rememberMe,
        current: row.id === admin.sessionId,
      }));
    },

    /** Ends one of the person's own sessions (another device, or this one); 404 for anyone else's. */
    async endSession(admin: AuthenticatedAdmin, sessionId: string): Promise<void> {
      const ended = isUuid(sessionId)
        ? await db
            .update(adminSessions)
            .set({ revokedAt: now() })
            .where(
              and(
                eq(adminSessions.id, sessionId),
                eq(adminSessions.adminId, admin.id),
                isNull(adminSessions.revokedAt),
              ),
            )
            .returning({ id: adminSessions.id })
        : [];
      if (ended.length === 0) throw notFound("Session");
    },

    async logout(sessionId: string): Promise<void> {
      await db.update(adminSessions).set({ revokedAt: now() }).where(eq(adminSessions.id, sessionId));
    },

    /** Changes the password and signs out every other session. */
    async changePassword(admin: AuthenticatedAdmin, currentPassword: string, newPassword: string): Promise<void> {
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        throw new DomainError("invalid", messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH));
      }
      const [row] = await db.select().from(admins).where(eq(admins.id, admin.id));
      if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new DomainError("invalid", messages.auth.wrongCurrentPassword, {
          currentPassword: messages.auth.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(admins)
          .set({ passwordHash, passwordGenerated: false, updatedAt: now() })
          .where(eq(admins.id, admin.id));
        await endSessions(tx, admin.id, now(), admin.sessionId);
      });
      await forgetInitialPassword();
    },

    /** Sets a password from the command line (forgotten password); signs out every session. */
    async resetPassword(newPassword: string, username?: string): Promise<string> {
      if (newPassword.length < MIN_PASSWORD_LENGTH)
        throw new Error(messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH));
      const admin = await currentAdmin();
      const passwordHash = await hashPassword(newPassword);
      const name = username ?? admin?.username ?? DEFAULT_USERNAME;
      await db.transaction(async (tx) => {
        if (admin) {
          await tx
            .update(admins)
            .set({ username: name, passwordHash, passwordGenerated: false, updatedAt: now() })
            .where(eq(admins.id, admin.id));
          await endSessions(tx, admin.id, now());
        } else {
          await tx.insert(admins).values({ username: name, passwordHash });
        }
      });
      await forgetInitialPassword();
      return name;
    },

    /** Removes sessions that expired or were revoked more than a day ago, and stale sign-in challenges. */
    async pruneSessions(): Promise<void> {
      const dayAgo = new Date(now().getTime() - 86_400_000);
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now()));
      await db
        .delete(adminSessions)
        .where(sql`coalesce(${adminSessions.revokedAt}, ${adminSessions.expiresAt}) < ${dayAgo.toISOString()}`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super("too-many", messages.auth.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))), undefined, {
      "retry-after": String(retryAfterSeconds),
    });
  }
}
