/**
 * Newsletter subscriptions with double opt-in (decision 024). An address is
 * kept unconfirmed until the link e-mailed to it is followed; without a mail
 * server it stays unconfirmed and the admin sees that. Every e-mail to a
 * subscriber carries a one-click unsubscribe link (RFC 8058). Links hold a random
 * token of which only a SHA-256 is stored; each works once, until it expires.
 * Unsubscribing deletes the address (and its tokens, and its newsletter deliveries).
 * Each address keeps the language it subscribed in, for the issues it is sent.
 */

import { and, count, desc, eq, gt, ilike, lt, sql } from "drizzle-orm";
import type { ConsentRecord } from "#common/consent-record";
import { type Locale, localizedPath } from "#common/locale";
import { newsletterMail as hindiMail } from "#common/messages/hi/newsletter-mail";
import { newsletterMail } from "#common/messages/newsletter-mail";
import {
  SUBSCRIBER_PAGE_SIZE,
  type SubscriberCounts,
  type SubscriberPage,
  type SubscriberView,
} from "#common/schemas/newsletter";
import { canonicalEmail } from "#common/schemas/text";
import { hashToken, newSessionToken, TOKEN_PATTERN } from "../auth/tokens.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { newsletterSubscribers, newsletterTokens } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { MailLog, MailService, VisitorMail } from "./mail-service.ts";
import { isUuid } from "./uuid.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A confirmation link works for a week. */
export const CONFIRM_DAYS = 7;
/** An unsubscribe link works for a year: long enough for any e-mail still in an inbox to be acted on. */
export const UNSUBSCRIBE_DAYS = 365;

type Purpose = "confirm" | "unsubscribe";
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toView = (row: SubscriberRow): SubscriberView => ({
  id: row.id,
  email: row.email,
  confirmed: row.confirmed,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  language: row.language,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

export function createNewsletterService(deps: {
  db: Database;
  mail: MailService;
  /** Queues a new subscriber's confirmation e-mail (mail-queue.ts), written by `confirmationMail`. */
  queueConfirmation: (subscriberId: string, log: MailLog) => Promise<void>;
  config: Pick<ServerConfig, "origin" | "site">;
  now?: () => Date;
}) {
  const { db, mail, config, queueConfirmation } = deps;
  const now = deps.now ?? (() => new Date());

  async function issueToken(subscriberId: string, purpose: Purpose, days: number): Promise<string> {
    const token = newSessionToken();
    await db.insert(newsletterTokens).values({
      tokenHash: hashToken(token),
      subscriberId,
      purpose,
      expiresAt: new Date(now().getTime() + days * DAY_MS),
    });
    return token;
  }

  /** The subscriber a live token of this purpose belongs to; the token is used up either way. */
  async function redeem(token: string, purpose: Purpose): Promise<string | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const [row] = await db
      .delete(newsletterTokens)
      .where(
        and(
          eq(newsletterTokens.tokenHash, hashToken(token)),
          eq(newsletterTokens.purpose, purpose),
          gt(newsletterTokens.expiresAt, now()),
        ),
      )
      .returning({ subscriberId: newsletterTokens.subscriberId });
    return row?.subscriberId;
  }

  const link = (path: string, token: string, language: Locale = "en") =>
    `${config.origin}${localizedPath(path, language)}?token=${token}`;

  async function counts(): Promise<SubscriberCounts> {
    const [row] = await db
      .select({
        confirmed: sql<number>`count(*) filter (where ${newsletterSubscribers.confirmed})`.mapWith(Number),
        unconfirmed: sql<number>`count(*) filter (where not ${newsletterSubscribers.confirmed})`.mapWith(Number),
      })
      .from(newsletterSubscribers);
    return { confirmed: row?.confirmed ?? 0, unconfirmed: row?.unconfirmed ?? 0 };
  }

  return {
    /**
     * Keeps the address (once, in its canonical spelling: lower case, issue 40) and,
     * when mail can be sent and it is not confirmed yet, e-mails a confirmation
     * link. The caller answers the same in every case. Rows from before the
     * canonical spelling may hold capitals: the unique index and the look-up are
     * on lower(email), so they are still the one row of their address.
     */
    /** `consentRecord.language` is the page's: the newsletter comes in it (an address already kept keeps its own, and its record). */
    async subscribe(email: string, consentRecord: ConsentRecord, log: MailLog): Promise<void> {
      const address = canonicalEmail(email);
      // Tokens past their time are of no use to anyone.
      await db.delete(newsletterTokens).where(lt(newsletterTokens.expiresAt, now()));
      await db
        .insert(newsletterSubscribers)
        .values({ email: address, language: consentRecord.language, consentRecord })
        .onConflictDoNothing();
      const [subscriber] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, address))
        .limit(1);
      if (!subscriber || subscriber.confirmed || !mail.canMailVisitors) return;
      await queueConfirmation(subscriber.id, log);
    },

    /**
     * The confirmation e-mail of an address not confirmed yet, with new links, in the
     * language it subscribed in and to that language's pages; undefined once
     * confirmed or deleted.
     */
    async confirmationMail(subscriberId: string): Promise<VisitorMail | undefined> {
      const [subscriber] = isUuid(subscriberId)
        ? await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId))
        : [];
      if (!subscriber || subscriber.confirmed) return undefined;
      const { language } = subscriber;
      const words = language === "hi" ? hindiMail : newsletterMail;
      const confirmUrl = link(
        "/newsletter/confirm",
        await issueToken(subscriber.id, "confirm", CONFIRM_DAYS),
        language,
      );
      const unsubscribeUrl = link(
        "/newsletter/unsubscribe",
        await issueToken(subscriber.id, "unsubscribe", UNSUBSCRIBE_DAYS),
        language,
      );
      return {
        to: subscriber.email,
        subject: words.subject(config.site.name),
        text: words.text(config.site.name, confirmUrl, unsubscribeUrl, CONFIRM_DAYS),
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    },

    /** Confirms the address a confirmation link belongs to; false when the link is used up or expired. */
    async confirm(token: string): Promise<boolean> {
      const subscriberId = await redeem(token, "confirm");
      if (!subscriberId) return false;
      const updated = await db
        .update(newsletterSubscribers)
        .set({ confirmed: true, confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
        .where(eq(newsletterSubscribers.id, subscriberId))
        .returning({ id: newsletterSubscribers.id });
      return updated.length > 0;
    },

    /** Deletes the address an unsubscribe link belongs to; false when the link is used up or expired. */
    async unsubscribe(token: string): Promise<boolean> {
      const subscriberId = await redeem(token, "unsubscribe");
      if (!subscriberId) return false;
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
      return true;
    },

    counts,

    /** A one-click unsubscribe link for one subscriber (in each newsletter issue they are sent), to the page in their language. */
    async unsubscribeLink(subscriberId: string, language: Locale): Promise<string> {
      return link("/newsletter/unsubscribe", await issueToken(subscriberId, "unsubscribe", UNSUBSCRIBE_DAYS), language);
    },

    /** One page for the admin, newest first, optionally only addresses containing `q`. */
    async list({ q, page = 1 }: { q?: string; page?: number }): Promise<SubscriberPage> {
      const where = q ? ilike(newsletterSubscribers.email, `%${escapeLike(q)}%`) : undefined;
      const [rows, [matching], totals] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(SUBSCRIBER_PAGE_SIZE)
          .offset((page - 1) * SUBSCRIBER_PAGE_SIZE),
        db.select({ n: count() }).from(newsletterSubscribers).where(where),
        counts(),
      ]);
      return {
        items: rows.map(toView),
        matching: matching?.n ?? 0,
        page,
        pageSize: SUBSCRIBER_PAGE_SIZE,
        counts: totals,
        canConfirm: mail.canMailVisitors,
      };
    },

    /** Every subscriber, newest first (CSV export). */
    async all(): Promise<SubscriberView[]> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
      return rows.map(toView);
    },

    async remove(id: string): Promise<void> {
      const deleted = isUuid(id)
        ? await db
            .delete(newsletterSubscribers)
            .where(eq(newsletterSubscribers.id, id.toLowerCase()))
            .returning({ id: newsletterSubscribers.id })
        : [];
      if (deleted.length === 0) throw notFound("Subscriber");
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
