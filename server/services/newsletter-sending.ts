/**
 * Sending newsletter issues (issue 42; decision 072), durable and once. When an
 * issue starts, its recipients are fixed: one row per confirmed subscriber in
 * `newsletter_deliveries`. Workers (the `newsletter-sending` job, on any instance)
 * take pending deliveries in small batches under a lease (a token and a time,
 * taken with SKIP LOCKED so two workers never take the same row), and for each:
 *
 * 1. renew the lease and read the subscriber, in one statement that succeeds only
 *    while the lease is still this worker's and the subscriber still exists and is
 *    confirmed (someone who unsubscribed meanwhile gets nothing: their row is gone);
 * 2. hand the message to the mail server (nodemailer's pool);
 * 3. mark it sent as soon as the server accepted it.
 *
 * A worker that dies leaves its deliveries leased until the lease runs out, then
 * another takes them. The one window left: killed between 2 and 3, the message
 * was accepted but not marked, and it goes again (decision 072 says why that
 * window cannot be closed, and how small it is).
 *
 * The hourly limit is counted from the database, so every instance sees the
 * same: a delivery taken stamps `attempted_at`, and a batch is only as large as
 * the messages stamped in the last hour leave room for. Batches are taken under a
 * transaction-scoped advisory lock, so two instances cannot both take the last room.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "#common/locale";
import type { Database } from "../db/client.ts";
import { MailRefused, type MailService } from "./mail-service.ts";
import { renderMarkdownForEmail } from "./markdown-renderer.ts";
import { type IssueVersion, issueMail } from "./newsletter-issue-mail.ts";

/** Deliveries a worker takes at once. */
const BATCH = 10;
/**
 * How long a taken delivery is a worker's: far longer than one message can take
 * (the transport gives up on a silent server after 30 s), so a live worker never
 * loses a delivery it is sending; a dead one's are taken again after it.
 */
export const LEASE_SECONDS = 120;
/** Tries per address; a permanent refusal (5xx: no such mailbox) is not tried again. */
export const MAX_TRIES = 3;
/** Minutes before the second try, and before each later one. */
const FIRST_RETRY_MINUTES = 2;
const LATER_RETRY_MINUTES = 15;
/** A run stops taking batches after this, so the job ends and the next one continues. */
const RUN_MS = 4 * 60_000;
/** Why a delivery failed when the mail server was taken away. */
const NO_MAIL = "No mail server is set up (SMTP_URL)";
/** The key of the advisory lock that makes taking a batch one at a time, across instances. */
const BATCH_LOCK = 72_042;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const toDate = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value);

export interface SendingDeps {
  db: Database;
  mail: Pick<MailService, "sendNewsletter" | "canMailVisitors">;
  /** A one-click unsubscribe link for a subscriber (a new token). */
  unsubscribeLink: (subscriberId: string, language: Locale) => Promise<string>;
  origin: string;
  siteName: string;
  maxPerHour: number;
}

export function archivePath(id: string, locale: Locale): string {
  return `${locale === "hi" ? "/hi" : ""}/newsletters/${id}`;
}

export function createNewsletterSending(deps: SendingDeps) {
  const { db, mail } = deps;
  const messageHost = new URL(deps.origin).hostname;

  /** The issue's versions, rendered once per run. */
  async function versionsOf(issueId: string): Promise<Record<Locale, IssueVersion> | undefined> {
    const [issue] = rowsOf<{ subject_en: string; body_en: string; subject_hi: string; body_hi: string }>(
      await db.execute(
        sql`SELECT subject_en, body_en, subject_hi, body_hi FROM newsletter_issues WHERE id = ${issueId}`,
      ),
    );
    if (!issue) return undefined;
    const version = async (locale: Locale, subject: string, markdown: string): Promise<IssueVersion> => ({
      locale,
      subject,
      markdown,
      html: await renderMarkdownForEmail(markdown, deps.origin),
      archiveUrl: `${deps.origin}${archivePath(issueId, locale)}`,
    });
    const en = await version("en", issue.subject_en, issue.body_en);
    const hi = issue.subject_hi ? await version("hi", issue.subject_hi, issue.body_hi) : en;
    return { en, hi };
  }

  /** Takes up to a batch of the issue's pending deliveries, as the hourly limit allows; their ids. */
  async function take(issueId: string, token: string): Promise<string[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${BATCH_LOCK})`);
      const [used] = rowsOf<{ n: number | string }>(
        await tx.execute(
          sql`SELECT count(*) AS n FROM newsletter_deliveries WHERE attempted_at > now() - interval '1 hour'`,
        ),
      );
      const room = Math.min(BATCH, deps.maxPerHour - Number(used?.n ?? 0));
      if (room <= 0) return [];
      const taken = rowsOf<{ id: string }>(
        await tx.execute(sql`
          UPDATE newsletter_deliveries
          SET lease_token = ${token}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS}::int), attempted_at = now()
          WHERE id IN (
            SELECT id FROM newsletter_deliveries
            WHERE issue_id = ${issueId} AND state = 'pending' AND next_attempt_at <= now()
              AND (lease_until IS NULL OR lease_until < now())
            ORDER BY id
            LIMIT ${room}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING id`),
      );
      return taken.map((row) => row.id);
    });
  }

  /** Step 1: still this worker's, and the subscriber still wants it: their address and language. */
  async function claim(deliveryId: string, token: string) {
    const [row] = rowsOf<{ subscriber_id: string; email: string; language: Locale }>(
      await db.execute(sql`
        UPDATE newsletter_deliveries d
        SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS}::int)
        FROM newsletter_subscribers s
        WHERE d.id = ${deliveryId} AND d.lease_token = ${token} AND d.state = 'pending'
          AND d.lease_until > now() AND s.id = d.subscriber_id AND s.confirmed
        RETURNING s.id AS subscriber_id, s.email, s.language`),
    );
    return row;
  }

  async function markSent(deliveryId: string, token: string): Promise<boolean> {
    const updated = rowsOf<{ id: string }>(
      await db.execute(sql`
        UPDATE newsletter_deliveries
        SET state = 'sent', sent_at = now(), lease_token = NULL, lease_until = NULL, error = NULL
        WHERE id = ${deliveryId} AND lease_token = ${token}
        RETURNING id`),
    );
    return updated.length > 0;
  }

  async function markFailed(deliveryId: string, token: string, refusal: MailRefused): Promise<void> {
    await db.execute(sql`
      UPDATE newsletter_deliveries
      SET attempts = attempts + 1,
          error = ${refusal.message},
          lease_token = NULL, lease_until = NULL,
          state = CASE WHEN ${refusal.permanent} OR attempts + 1 >= ${MAX_TRIES} THEN 'failed' ELSE 'pending' END,
          next_attempt_at = now() + make_interval(mins => CASE WHEN attempts = 0 THEN ${FIRST_RETRY_MINUTES}::int ELSE ${LATER_RETRY_MINUTES}::int END)
      WHERE id = ${deliveryId} AND lease_token = ${token}`);
  }

  /** Sends what can be sent of one issue now, until none is left to take or the run's time is up. */
  async function deliver(issueId: string, log: FastifyBaseLogger, deadline: number): Promise<number> {
    const versions = await versionsOf(issueId);
    if (!versions) return 0;
    const token = randomUUID();
    let sent = 0;
    while (Date.now() < deadline) {
      const batch = await take(issueId, token);
      if (batch.length === 0) break;
      for (const deliveryId of batch) {
        const recipient = await claim(deliveryId, token);
        // Unsubscribed or deleted meanwhile (the delivery went with them), or the lease was lost.
        if (!recipient) continue;
        const message = issueMail(versions[recipient.language === "hi" ? "hi" : "en"], {
          to: recipient.email,
          siteName: deps.siteName,
          unsubscribeUrl: await deps.unsubscribeLink(
            recipient.subscriber_id,
            recipient.language === "hi" ? "hi" : "en",
          ),
          // One Message-ID per delivery: the message sent again after the one window (decision 072)
          // is the same message, which mail providers show once.
          messageId: `<${deliveryId}@newsletter.${messageHost}>`,
        });
        try {
          await mail.sendNewsletter(message);
        } catch (err) {
          const refusal = err instanceof MailRefused ? err : new MailRefused(String(err), false);
          log.warn({ delivery: deliveryId, permanent: refusal.permanent }, "newsletter message refused");
          await markFailed(deliveryId, token, refusal);
          continue;
        }
        if (await markSent(deliveryId, token)) sent += 1;
        else log.error({ delivery: deliveryId }, "newsletter message sent after its lease was lost");
      }
    }
    return sent;
  }

  /**
   * After a run: an issue with nothing pending is sent (finished); otherwise when
   * its next messages can go (the hourly limit's next room, a retry's time, or a
   * lease running out), recorded for the admin.
   */
  async function settle(issueId: string): Promise<void> {
    const [state] = rowsOf<{
      pending: number | string;
      next_try: Date | string | null;
      lease_end: Date | string | null;
    }>(
      await db.execute(sql`
        SELECT count(*) AS pending,
          min(next_attempt_at) FILTER (WHERE lease_until IS NULL OR lease_until < now()) AS next_try,
          min(lease_until) FILTER (WHERE lease_until >= now()) AS lease_end
        FROM newsletter_deliveries WHERE issue_id = ${issueId} AND state = 'pending'`),
    );
    if (Number(state?.pending ?? 0) === 0) {
      await db.execute(sql`
        UPDATE newsletter_issues SET state = 'sent', finished_at = now(), next_send_at = NULL
        WHERE id = ${issueId} AND state = 'sending'`);
      return;
    }
    const [window] = rowsOf<{ n: number | string; room_at: Date | string | null }>(
      await db.execute(sql`
        SELECT count(*) AS n, min(attempted_at) + interval '1 hour' AS room_at
        FROM newsletter_deliveries WHERE attempted_at > now() - interval '1 hour'`),
    );
    const times = [toDate(state?.next_try), toDate(state?.lease_end)].filter((t): t is Date => t !== null);
    let next = times.length > 0 ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
    const roomAt = toDate(window?.room_at);
    if (Number(window?.n ?? 0) >= deps.maxPerHour && roomAt && (!next || roomAt > next)) next = roomAt;
    await db.execute(sql`UPDATE newsletter_issues SET next_send_at = ${next} WHERE id = ${issueId}`);
  }

  /**
   * The mail server was removed (SMTP_URL unset) while issues were scheduled or being
   * sent: nothing waits for ever. A scheduled one is a draft again; what was left of
   * one being sent fails with the reason, and can be tried again once a server is set.
   */
  async function withoutMail(): Promise<void> {
    await db.execute(sql`
      UPDATE newsletter_issues SET state = 'draft', send_at = NULL
      WHERE state = 'scheduled' AND send_at <= now()`);
    await db.execute(sql`
      UPDATE newsletter_deliveries d SET state = 'failed', error = ${NO_MAIL}, lease_token = NULL, lease_until = NULL
      FROM newsletter_issues i
      WHERE i.id = d.issue_id AND i.state = 'sending' AND d.state = 'pending'`);
    const sending = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM newsletter_issues WHERE state = 'sending'`),
    );
    for (const { id } of sending) await settle(id);
  }

  return {
    /**
     * One run of the job: starts the scheduled issues whose time has come, then
     * sends what it can of every issue being sent. Answers how many issues started
     * (their pages join the archive). Safe to run on several instances at once.
     */
    async run(log: FastifyBaseLogger, start: () => Promise<number>): Promise<{ started: number; sent: number }> {
      if (!mail.canMailVisitors) {
        await withoutMail();
        return { started: 0, sent: 0 };
      }
      const started = await start();
      const deadline = Date.now() + RUN_MS;
      const issues = rowsOf<{ id: string }>(
        await db.execute(sql`SELECT id FROM newsletter_issues WHERE state = 'sending' ORDER BY started_at`),
      );
      let sent = 0;
      for (const { id } of issues) {
        sent += await deliver(id, log, deadline);
        await settle(id);
      }
      if (sent > 0) log.info({ sent }, "newsletter messages sent");
      return { started, sent };
    },

    /**
     * At start with the embedded database, this process is its only user (the data
     * directory's lock), so any lease left is a dead process's: freed at once, and
     * the issue resumes now rather than when the lease would have run out.
     */
    async releaseLeases(): Promise<void> {
      await db.execute(sql`
        UPDATE newsletter_deliveries SET lease_token = NULL, lease_until = NULL
        WHERE state = 'pending' AND lease_token IS NOT NULL`);
    },
  };
}

export type NewsletterSending = ReturnType<typeof createNewsletterSending>;
