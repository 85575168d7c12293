/**
 * The newsletter's issues (issue 42; decision 072): the staff write one (English,
 * optionally Hindi), send themselves a test, and send it now or at a time; the
 * sending itself is newsletter-sending.ts's, run by a background job. Starting an
 * issue fixes its recipients (one delivery per confirmed subscriber, in one
 * transaction with the state change), so a subscriber who confirms later is not
 * added half-way, and nobody is counted twice. The public archive lists the
 * issues whose sending has begun.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Locale } from "#common/locale";
import { newsletterIssueMessages } from "#common/messages/newsletter-issues";
import type {
  ArchivedIssue,
  NewsletterIssueListRecord,
  NewsletterIssueRecord,
  NewsletterIssueWrite,
} from "#common/schemas/newsletter-issues";
import type { Database } from "../db/client.ts";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../db/schema.ts";
import { DomainError, notFound } from "../errors.ts";
import type { MailService } from "./mail-service.ts";
import { MailRefused } from "./mail-service.ts";
import { renderMarkdown, renderMarkdownForEmail } from "./markdown-renderer.ts";
import { issueMail } from "./newsletter-issue-mail.ts";
import { archivePath } from "./newsletter-sending.ts";
import { isUuid } from "./uuid.ts";

const v = newsletterIssueMessages.validation;
type IssueRow = typeof newsletterIssues.$inferSelect;
type Progress = { sent: number; pending: number; failed: number };
/** Failed addresses shown with an issue. */
const FAILURES_SHOWN = 50;

/** An issue as the archive shows it to a reader of `locale`: the Hindi version when there is one for a Hindi reader. */
function archivedAs(
  row: Pick<IssueRow, "id" | "subjectEn" | "subjectHi" | "startedAt">,
  locale: Locale,
): ArchivedIssue {
  const hindi = locale === "hi" && row.subjectHi !== "";
  return {
    id: row.id,
    subject: hindi ? row.subjectHi : row.subjectEn,
    language: hindi ? "hi" : "en",
    sentAt: (row.startedAt ?? new Date()).toISOString(),
  };
}

const invalid = (field: string, message: string) => new DomainError("invalid", message, { [field]: message });

export function createNewsletterIssueService(deps: {
  db: Database;
  mail: Pick<MailService, "sendNewsletter" | "canMailVisitors">;
  origin: string;
  siteName: string;
  /** The admin's address (NOTIFY_EMAIL): where a test goes unless another is given. */
  testAddress: string | undefined;
  maxPerHour: number;
  /** Asks a worker to send now (the background job), after an issue started or was given more to send. */
  wake: () => Promise<void>;
}) {
  const { db, mail } = deps;

  async function progressOf(ids: string[]): Promise<Map<string, Progress>> {
    const progress = new Map<string, Progress>();
    if (ids.length === 0) return progress;
    const rows = await db
      .select({ issueId: newsletterDeliveries.issueId, state: newsletterDeliveries.state, n: count() })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.issueId, ids))
      .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.state);
    for (const row of rows) {
      const entry = progress.get(row.issueId) ?? { sent: 0, pending: 0, failed: 0 };
      entry[row.state] = row.n;
      progress.set(row.issueId, entry);
    }
    return progress;
  }

  const summary = (row: IssueRow, progress: Progress | undefined) => ({
    id: row.id,
    subjectEn: row.subjectEn,
    subjectHi: row.subjectHi,
    state: row.state,
    sendAt: row.sendAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    nextSendAt: row.nextSendAt,
    recipients: row.recipients,
    progress: progress ?? { sent: 0, pending: 0, failed: 0 },
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  });

  async function find(id: string): Promise<IssueRow> {
    const [row] = isUuid(id)
      ? await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id.toLowerCase())).limit(1)
      : [];
    if (!row) throw notFound("Newsletter issue");
    return row;
  }

  /** An issue that has not started sending: only such a one is changed, deleted or sent. */
  async function findUnsent(id: string): Promise<IssueRow> {
    const row = await find(id);
    if (row.state === "sending" || row.state === "sent") throw invalid("issue", v.alreadySent);
    return row;
  }

  async function confirmedCount(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmed, true));
    return row?.n ?? 0;
  }

  const requireMail = () => {
    if (!mail.canMailVisitors) throw invalid("smtp", v.noMail);
  };

  /**
   * Fixes the recipients and starts the issue, if it is still a draft or scheduled
   * (`due`: only a scheduled one whose time has come). Answers whether it started.
   */
  async function start(id: string, due = false): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [started] = await tx
        .update(newsletterIssues)
        .set({ state: "sending", startedAt: sql`now()`, sendAt: null })
        .where(
          and(
            eq(newsletterIssues.id, id),
            due
              ? and(eq(newsletterIssues.state, "scheduled"), lte(newsletterIssues.sendAt, sql`now()`))
              : inArray(newsletterIssues.state, ["draft", "scheduled"]),
          ),
        )
        .returning({ id: newsletterIssues.id });
      if (!started) return false;
      await tx.execute(sql`
        INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
        SELECT ${id}, id FROM newsletter_subscribers WHERE confirmed
        ON CONFLICT (issue_id, subscriber_id) DO NOTHING`);
      await tx.execute(sql`
        UPDATE newsletter_issues
        SET recipients = (SELECT count(*) FROM newsletter_deliveries WHERE issue_id = ${id})
        WHERE id = ${id}`);
      return true;
    });
  }

  async function view(row: IssueRow): Promise<NewsletterIssueRecord> {
    const [progress, failures] = await Promise.all([
      progressOf([row.id]),
      db
        .select({
          email: newsletterSubscribers.email,
          error: newsletterDeliveries.error,
          attempts: newsletterDeliveries.attempts,
        })
        .from(newsletterDeliveries)
        .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
        .where(and(eq(newsletterDeliveries.issueId, row.id), eq(newsletterDeliveries.state, "failed")))
        .orderBy(asc(newsletterSubscribers.email))
        .limit(FAILURES_SHOWN),
    ]);
    return {
      ...summary(row, progress.get(row.id)),
      bodyEn: row.bodyEn,
      bodyHi: row.bodyHi,
      failures: failures.map((f) => ({ email: f.email, error: f.error ?? "", attempts: f.attempts })),
    };
  }

  return {
    /** Every issue, newest first, with what sending needs (a mail server, subscribers). */
    async list(): Promise<NewsletterIssueListRecord> {
      const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt));
      const progress = await progressOf(rows.map((row) => row.id));
      return {
        issues: rows.map((row) => summary(row, progress.get(row.id))),
        canSend: mail.canMailVisitors,
        maxPerHour: deps.maxPerHour,
        confirmedSubscribers: await confirmedCount(),
        testAddress: deps.testAddress ?? null,
      };
    },

    async get(id: string): Promise<NewsletterIssueRecord> {
      return view(await find(id));
    },

    async create(input: NewsletterIssueWrite, by: string): Promise<NewsletterIssueRecord> {
      const [row] = await db
        .insert(newsletterIssues)
        .values({ ...input, updatedBy: by })
        .returning();
      if (!row) throw new Error("The issue was not stored");
      return view(row);
    },

    async update(id: string, input: NewsletterIssueWrite, by: string): Promise<NewsletterIssueRecord> {
      await findUnsent(id);
      const [row] = await db
        .update(newsletterIssues)
        .set({ ...input, updatedBy: by, updatedAt: sql`now()` })
        .where(and(eq(newsletterIssues.id, id.toLowerCase()), inArray(newsletterIssues.state, ["draft", "scheduled"])))
        .returning();
      if (!row) throw invalid("issue", v.alreadySent);
      return view(row);
    },

    async remove(id: string): Promise<void> {
      await findUnsent(id);
      await db
        .delete(newsletterIssues)
        .where(and(eq(newsletterIssues.id, id.toLowerCase()), inArray(newsletterIssues.state, ["draft", "scheduled"])));
    },

    /**
     * Sends the issue (English, and Hindi when it has it) to one address, now, and
     * answers once the mail server accepted it; its unsubscribe link leads nowhere.
     */
    async sendTest(id: string, to: string | undefined): Promise<string> {
      requireMail();
      const row = await find(id);
      const address = to ?? deps.testAddress;
      if (!address) throw invalid("to", v.testNoAddress);
      const versions: [Locale, string, string][] = [["en", row.subjectEn, row.bodyEn]];
      if (row.subjectHi) versions.push(["hi", row.subjectHi, row.bodyHi]);
      for (const [locale, subject, markdown] of versions) {
        const message = issueMail(
          {
            locale,
            subject,
            markdown,
            html: await renderMarkdownForEmail(markdown, deps.origin),
            archiveUrl: `${deps.origin}${archivePath(row.id, locale)}`,
          },
          { to: address, siteName: deps.siteName, unsubscribeUrl: `${deps.origin}/newsletter/unsubscribe`, test: true },
        );
        try {
          await mail.sendNewsletter(message);
        } catch (err) {
          throw invalid("to", v.testFailed(err instanceof MailRefused ? err.message : String(err)));
        }
      }
      return address;
    },

    /** Sends the issue to every confirmed subscriber now, or schedules it (`at`, in the future). */
    async send(id: string, at: Date | null, by: string): Promise<NewsletterIssueRecord> {
      requireMail();
      await findUnsent(id);
      if (at !== null) {
        if (at.getTime() <= Date.now()) throw invalid("sendAt", v.sendAtPast);
        const [row] = await db
          .update(newsletterIssues)
          .set({ state: "scheduled", sendAt: at, updatedBy: by, updatedAt: sql`now()` })
          .where(
            and(eq(newsletterIssues.id, id.toLowerCase()), inArray(newsletterIssues.state, ["draft", "scheduled"])),
          )
          .returning();
        if (!row) throw invalid("issue", v.alreadySent);
        return view(row);
      }
      if ((await confirmedCount()) === 0) throw invalid("recipients", v.noSubscribers);
      if (!(await start(id.toLowerCase()))) throw invalid("issue", v.alreadySent);
      await deps.wake();
      return view(await find(id));
    },

    /** A scheduled issue back to a draft. */
    async cancelSchedule(id: string, by: string): Promise<NewsletterIssueRecord> {
      await findUnsent(id);
      const [row] = await db
        .update(newsletterIssues)
        .set({ state: "draft", sendAt: null, updatedBy: by, updatedAt: sql`now()` })
        .where(and(eq(newsletterIssues.id, id.toLowerCase()), eq(newsletterIssues.state, "scheduled")))
        .returning();
      return row ? view(row) : view(await find(id));
    },

    /** The addresses that failed every try are tried again (after the mail server was fixed). */
    async retryFailed(id: string): Promise<NewsletterIssueRecord> {
      requireMail();
      const row = await find(id);
      const retried = await db
        .update(newsletterDeliveries)
        .set({ state: "pending", attempts: 0, nextAttemptAt: sql`now()`, error: null })
        .where(and(eq(newsletterDeliveries.issueId, row.id), eq(newsletterDeliveries.state, "failed")))
        .returning({ id: newsletterDeliveries.id });
      if (retried.length === 0) throw invalid("issue", v.nothingFailed);
      await db
        .update(newsletterIssues)
        .set({ state: "sending", finishedAt: null })
        .where(eq(newsletterIssues.id, row.id));
      await deps.wake();
      return view(await find(id));
    },

    /** The job's first step: scheduled issues whose time has come start; how many did. */
    async startDue(): Promise<number> {
      const due = await db
        .select({ id: newsletterIssues.id })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.state, "scheduled"), lte(newsletterIssues.sendAt, sql`now()`)));
      let started = 0;
      for (const { id } of due) if (await start(id, true)) started += 1;
      return started;
    },

    /** The public archive: every issue whose sending has begun, newest first, in the reader's language. */
    async archive(locale: Locale): Promise<ArchivedIssue[]> {
      const rows = await db
        .select({
          id: newsletterIssues.id,
          subjectEn: newsletterIssues.subjectEn,
          subjectHi: newsletterIssues.subjectHi,
          startedAt: newsletterIssues.startedAt,
        })
        .from(newsletterIssues)
        .where(isNotNull(newsletterIssues.startedAt))
        .orderBy(desc(newsletterIssues.startedAt));
      return rows.map((row) => archivedAs(row, locale));
    },

    /** One issue of the archive, its text rendered; undefined when there is none (or it has not been sent). */
    async archived(id: string, locale: Locale): Promise<(ArchivedIssue & { html: string }) | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.id, id.toLowerCase()), isNotNull(newsletterIssues.startedAt)))
        .limit(1);
      if (!row) return undefined;
      const shown = archivedAs(row, locale);
      return { ...shown, html: await renderMarkdown(shown.language === "hi" ? row.bodyHi : row.bodyEn) };
    },
  };
}

export type NewsletterIssueService = ReturnType<typeof createNewsletterIssueService>;
