/**
 * Two-step sign-in (issue 45, decision 093): a person turns it on in Settings by
 * scanning a QR code with an authenticator app and typing the code it shows; they get
 * ten one-time recovery codes. From then on the password alone does not sign them in
 * (auth-service's second step asks for a code, which `checkCode` takes).
 *
 * Required for Administrators once set up: while any Administrator has it on, an
 * Administrator without it can do nothing but set it up (`mustSetUp`), and no
 * Administrator can turn theirs off (they set it up again for a new phone). A lost
 * phone without recovery codes is recovered by another Administrator (`resetFor`), or
 * on the server by `npm run admin -- two-step-off`.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { adminMessages as messages } from "#common/messages/admin";
import type { TwoStepSetup, TwoStepStatus } from "#common/schemas/two-step";
import type { StaffRole } from "#common/staff-roles";
import { verifyPassword } from "../auth/password.ts";
import {
  asAppCode,
  enrolment,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpStep,
} from "../auth/second-factor.ts";
import { hashToken } from "../auth/tokens.ts";
import type { Database } from "../db/client.ts";
import { admins, loginChallenges, recoveryCodes } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import { type AuthenticatedAdmin, normaliseUsername } from "./auth-service.ts";
import { endSessions } from "./end-sessions.ts";
import { isUuid } from "./uuid.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createTwoStepService(deps: { db: Database; issuer: string; now?: () => Date }) {
  const { db, issuer } = deps;
  const now = deps.now ?? (() => new Date());

  async function account(id: string) {
    const [row] = await db.select().from(admins).where(eq(admins.id, id));
    if (!row) throw notFound("Account");
    return row;
  }

  /** Ten new codes for the account, replacing any it had; answers them in the clear, once. */
  async function replaceRecoveryCodes(tx: Transaction, adminId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ adminId, codeHash: hashToken(code) })));
    return codes;
  }

  async function requireCurrentPassword(adminId: string, password: string) {
    const row = await account(adminId);
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
      throw new DomainError("invalid", messages.auth.wrongCurrentPassword, {
        currentPassword: messages.auth.wrongCurrentPassword,
      });
    }
    return row;
  }

  /** Whether any Administrator who can sign in has two-step on: then every Administrator must. */
  async function requiredForAdministrators(): Promise<boolean> {
    const [row] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, "administrator"), isNotNull(admins.totpEnabledAt), isNull(admins.disabledAt)))
      .limit(1);
    return row !== undefined;
  }

  /** Turns two-step off for an account, ending its half-done sign-ins, and its sessions too when `signOut`. */
  async function clear(tx: Transaction, adminId: string, { signOut = false } = {}) {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now() })
      .where(eq(admins.id, adminId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.adminId, adminId));
    if (signOut) await endSessions(tx, adminId, now());
  }

  return {
    requiredForAdministrators,

    /** An Administrator without two-step on a site where it is required: they may only set it up. */
    async mustSetUp(admin: { role: StaffRole; twoStep: boolean }): Promise<boolean> {
      return admin.role === "administrator" && !admin.twoStep && (await requiredForAdministrators());
    },

    async status(admin: AuthenticatedAdmin): Promise<TwoStepStatus> {
      const row = await account(admin.id);
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.adminId, admin.id), isNull(recoveryCodes.usedAt)));
      const required = admin.role === "administrator" && (await requiredForAdministrators());
      return {
        enabled: row.totpEnabledAt !== null,
        enabledAt: row.totpEnabledAt,
        recoveryCodesLeft: row.totpEnabledAt ? (left?.n ?? 0) : 0,
        required,
      };
    },

    /** A new secret for the person's app (replacing an unfinished one); two-step is on only once `enable` gets a code. */
    async beginSetup(admin: AuthenticatedAdmin): Promise<TwoStepSetup> {
      const secret = newTotpSecret();
      await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, admin.id));
      const row = await account(admin.id);
      return { secret, ...enrolment(secret, row.email ?? row.username, issuer) };
    },

    /**
     * Turns two-step on (or moves it to a new phone) once the app's code matches the
     * offered secret; answers new recovery codes, shown once. Other sessions end: a
     * session opened with the password alone should not outlive the change.
     */
    async enable(admin: AuthenticatedAdmin, code: string): Promise<string[]> {
      const row = await account(admin.id);
      if (!row.totpPendingSecret) throw new DomainError("conflict", messages.twoStep.setupNotStarted);
      const digits = asAppCode(code);
      const step = digits ? totpStep(row.totpPendingSecret, digits, now()) : undefined;
      if (step === undefined) {
        throw new DomainError("invalid", messages.twoStep.setupWrongCode, { code: messages.twoStep.setupWrongCode });
      }
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(admins)
          .set({
            totpSecret: row.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: now(),
            totpLastStep: step,
            updatedAt: now(),
          })
          .where(and(eq(admins.id, admin.id), eq(admins.totpPendingSecret, row.totpPendingSecret ?? "")))
          .returning({ id: admins.id });
        if (!updated) throw new DomainError("conflict", messages.twoStep.setupNotStarted);
        await endSessions(tx, admin.id, now(), admin.sessionId);
        return replaceRecoveryCodes(tx, admin.id);
      });
    },

    /** Turns one's own two-step off (password asked again); an Administrator cannot while it is required. */
    async disable(admin: AuthenticatedAdmin, password: string): Promise<void> {
      const row = await requireCurrentPassword(admin.id, password);
      if (!row.totpEnabledAt) throw new DomainError("conflict", messages.twoStep.notOn);
      if (admin.role === "administrator" && (await requiredForAdministrators())) {
        throw new DomainError("conflict", messages.twoStep.requiredForAdministrators);
      }
      await db.transaction((tx) => clear(tx, admin.id));
    },

    /** New recovery codes (password asked again); the old ones stop working. */
    async newRecoveryCodes(admin: AuthenticatedAdmin, password: string): Promise<string[]> {
      const row = await requireCurrentPassword(admin.id, password);
      if (!row.totpEnabledAt) throw new DomainError("conflict", messages.twoStep.notOn);
      return db.transaction((tx) => replaceRecoveryCodes(tx, admin.id));
    },

    /**
     * A lost phone: an Administrator turns another person's two-step off; their sessions
     * end, and they sign in with their password (an Administrator is then asked to set it
     * up again before anything else). Answers whom, for the audit log and the message.
     */
    async resetFor(id: string, by: AuthenticatedAdmin): Promise<{ id: string; name: string }> {
      if (!isUuid(id)) throw notFound("Account");
      if (id === by.id) throw new DomainError("conflict", messages.twoStep.resetYourself);
      const row = await account(id);
      if (!row.totpEnabledAt) throw new DomainError("conflict", messages.twoStep.notOn);
      await db.transaction((tx) => clear(tx, id, { signOut: true }));
      return { id, name: row.name || row.username };
    },

    /** The server's own way out (`npm run admin -- two-step-off`): the account keeps its password. */
    async turnOffFromServer(username: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = ${normaliseUsername(username)}`);
      if (!row) return false;
      await db.transaction((tx) => clear(tx, row.id, { signOut: true }));
      return true;
    },

    /**
     * Whether `input` is a good second step for the account: a current app code not used
     * before (the step of the last one accepted is kept, so a code seen over a shoulder
     * cannot be replayed), or an unused recovery code, which is used up.
     */
    async checkCode(adminId: string, input: string): Promise<"app" | "recovery" | undefined> {
      const row = await account(adminId);
      if (!row.totpSecret) return undefined;
      const digits = asAppCode(input);
      if (digits) {
        const step = totpStep(row.totpSecret, digits, now());
        if (step === undefined) return undefined;
        const [taken] = await db
          .update(admins)
          .set({ totpLastStep: step })
          .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
          .returning({ id: admins.id });
        return taken ? "app" : undefined;
      }
      const recovery = normaliseRecoveryCode(input);
      if (!recovery) return undefined;
      const [used] = await db
        .update(recoveryCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(recoveryCodes.adminId, adminId),
            eq(recoveryCodes.codeHash, hashToken(recovery)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used ? "recovery" : undefined;
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
