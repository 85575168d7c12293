/**
 * The e-mails a visitor's action sends (issue 42): the office's copy of a message or
 * an application, a parent's or guardian's consent request, a newsletter
 * confirmation. Each is a job on the queue (server/jobs/), stored with what it is
 * about, so a mail server that is down, slow or refusing for a while delays the
 * mail instead of losing it: a try that fails is tried again, later each time, for
 * about two hours, and then shown to the staff (Settings, Background work that
 * failed) with the mail server's answer.
 *
 * A job holds ids, never the text: the mail is written when it is sent, from what
 * is stored then, so a person erased meanwhile is not mailed about, and no copy of
 * their message waits in the queue's tables.
 */
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { AdminMail, MailLog, MailService, VisitorMail } from "./mail-service.ts";

export const MAIL_JOB = "mail";

/** One e-mail to send: what it is and the id of what it is about. */
export type QueuedMail =
  | { kind: "contact-copy"; id: string }
  | { kind: "application-copy"; id: string }
  | { kind: "guardian-request"; id: string }
  | { kind: "newsletter-confirmation"; id: string }
  | { kind: "pledge-link"; id: string }
  | { kind: "donation-receipt"; id: string }
  | { kind: "form-10be"; id: string };

/**
 * A mail written, to the office or to a visitor; undefined when there is nothing to
 * send any more. `sent` notes that the mail server took it (a receipt's or a Form 10BE
 * certificate's "e-mailed on").
 */
export type ComposedMail =
  | { to: "office"; mail: AdminMail }
  | { to: "visitor"; mail: VisitorMail; sent?: (at: Date) => Promise<void> }
  | undefined;

/**
 * Tries after the first, and the wait before the first of them (seconds, doubled
 * each time, with some randomness): 30 s, 1, 2, 4 … 64 minutes, about two hours in all.
 */
const RETRIES = 8;
const FIRST_RETRY_AFTER_SECONDS = 30;

/** Each kind of mail: who receives it, and what it is in the words of a failure the staff read. */
const KINDS: Record<QueuedMail["kind"], { to: "office" | "visitor"; what: string }> = {
  "contact-copy": { to: "office", what: "The office's copy of a message (it is in the Inbox)" },
  "application-copy": { to: "office", what: "The office's copy of an application (it is in the Inbox)" },
  "guardian-request": { to: "visitor", what: "The e-mail asking an applicant's parent or guardian to confirm" },
  "newsletter-confirmation": { to: "visitor", what: "A new subscriber's confirmation e-mail" },
  "pledge-link": { to: "visitor", what: "The e-mail with a donor's code for an 80G receipt" },
  "donation-receipt": { to: "visitor", what: "A donor's 80G receipt e-mail" },
  "form-10be": { to: "visitor", what: "The e-mail with a donor's Form 10BE certificate" },
};

export function createMailQueue({
  jobs,
  mail,
  compose,
}: {
  jobs: JobQueue;
  mail: MailService;
  /** Writes the mail from what is stored now. */
  compose: (job: QueuedMail) => Promise<ComposedMail>;
}) {
  async function send(job: QueuedMail, log: MailLog): Promise<void> {
    const composed = await compose(job);
    if (!composed) return;
    try {
      if (composed.to === "office") await mail.toOffice(composed.mail, log);
      else await mail.toVisitor(composed.mail, log);
    } catch (err) {
      throw new Error(`${KINDS[job.kind].what} could not be sent: ${(err as Error).message}`, { cause: err });
    }
    // The mail went: a failure to note it must not send it again.
    if (composed.to === "visitor") {
      await composed
        .sent?.(new Date())
        .catch((err: unknown) => log.error({ err, kind: job.kind }, "sent mail not noted"));
    }
  }

  jobs.define<QueuedMail>({
    name: MAIL_JOB,
    retries: RETRIES,
    retryDelaySeconds: FIRST_RETRY_AFTER_SECONDS,
    run: (job, log: FastifyBaseLogger) => send(job, log),
  });

  return {
    /**
     * Queues one mail, when a mail server is set up for it. Without the queue
     * running (a script, or a test that does not start it) it is sent at once in
     * the background, a failure logged.
     */
    async queue(job: QueuedMail, log: MailLog): Promise<void> {
      const possible = KINDS[job.kind].to === "office" ? mail.enabled : mail.canMailVisitors;
      if (!possible) return;
      if (jobs.running) {
        await jobs.send(MAIL_JOB, job);
        return;
      }
      mail.inBackground(send(job, log).catch((err: unknown) => log.error({ err, kind: job.kind }, "e-mail not sent")));
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
