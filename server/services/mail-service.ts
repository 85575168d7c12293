/**
 * E-mail: copies to the administrator when SMTP_URL and NOTIFY_EMAIL are set, mail
 * to one visitor (the newsletter's confirmation, a parent's consent request) when
 * SMTP_URL is set, and the newsletter's issues (through a pooled connection:
 * decision 072). Each send resolves once the mail server took the message and
 * throws `MailRefused` when it did not: the mail queue (mail-queue.ts) tries again.
 * Sending never decides whether something a visitor sent is kept: the caller
 * stores first, then queues the mail. `idle()` waits for mail sent in the
 * background (`inBackground`: tests, and shutdown, so a send is not cut off).
 */
import nodemailer, { type SendMailOptions } from "nodemailer";
import { canonicalEmail, isEmailAddress } from "#common/schemas/text";
import type { ServerConfig } from "../config.ts";

export interface AdminMail {
  subject: string;
  text: string;
  /** The visitor's address, so the admin can answer with Reply. */
  replyTo?: string;
}

/** A message to one visitor, e.g. the newsletter's confirmation (with RFC 8058 unsubscribe headers). */
export interface VisitorMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent with it (a donor's receipt, their Form 10BE), made when the mail is written. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One newsletter message: a plain-text part and an HTML part, with the RFC 8058 headers. */
export interface NewsletterMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The same for every try of one delivery, so a message sent again is recognisably the same one. */
  messageId?: string;
}

/** Why the mail server refused a newsletter message; `permanent` for a 5xx answer (no such mailbox, …). */
export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "MailRefused";
  }
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The one address a visitor's address is sent to (or replied to), in its canonical
 * spelling; undefined for anything else. The schemas let only plain addresses in,
 * but rows stored before them may hold a display name, a comment or a list, which
 * nodemailer would read as a name or as several recipients (issue 40).
 */
function deliverable(address: string): string | undefined {
  const canonical = canonicalEmail(address);
  return isEmailAddress(canonical) ? canonical : undefined;
}

/** A mail server that does not answer must not keep a send (and shutdown) waiting for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailService(config: Pick<ServerConfig, "mail" | "site">) {
  const { smtpUrl, notifyEmail } = config.mail;
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }) : undefined;
  /**
   * Newsletters go through a pool: a few connections kept open and reused for many
   * messages, instead of one connection a message (decision 072). Created on first use.
   */
  let pool: ReturnType<typeof nodemailer.createTransport> | undefined;
  const newsletterTransport = () => {
    if (!smtpUrl) return undefined;
    pool ??= nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS });
    return pool;
  };
  /** Visitors' mail comes from the admin's address when there is one, else the site's contact address. */
  const sender = { name: config.site.name, address: notifyEmail ?? config.site.email };
  const inFlight = new Set<Promise<void>>();

  function inBackground(sending: Promise<void>): void {
    const tracked = sending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  /** Sends one message; throws `MailRefused` with the mail server's answer when it is not taken. */
  async function deliver(through: NonNullable<typeof transport>, message: SendMailOptions) {
    try {
      return await through.sendMail(message);
    } catch (err) {
      const { message: why, responseCode } = err as { message?: string; responseCode?: number };
      throw new MailRefused(String(why ?? err).slice(0, 500), typeof responseCode === "number" && responseCode >= 500);
    }
  }

  return {
    /** Copies to the admin are sent. */
    enabled: transport !== undefined && notifyEmail !== undefined,
    /** Mail to visitors can be sent (SMTP_URL is set). */
    canMailVisitors: transport !== undefined,
    /** Sends a copy to the administrator (nothing without SMTP_URL and NOTIFY_EMAIL); throws `MailRefused`. */
    async toOffice(mail: AdminMail, log: MailLog): Promise<void> {
      if (!transport || !notifyEmail) return;
      const info = await deliver(transport, {
        from: { name: `${config.site.name} website`, address: notifyEmail },
        to: notifyEmail,
        replyTo: mail.replyTo === undefined ? undefined : deliverable(mail.replyTo),
        subject: mail.subject,
        text: mail.text,
      });
      log.info({ messageId: info.messageId }, "admin notification sent");
    },
    /** Sends a message to a visitor (nothing without SMTP_URL); throws `MailRefused`. */
    async toVisitor(mail: VisitorMail, log: MailLog): Promise<void> {
      if (!transport) return;
      const to = deliverable(mail.to);
      if (!to) throw new MailRefused("The address is not one plain e-mail address", true);
      const info = await deliver(transport, { from: sender, ...mail, to });
      log.info({ messageId: info.messageId }, "visitor mail sent");
    },
    /** Runs a send without waiting for it; `idle()` and `close()` wait for it. */
    inBackground,
    /**
     * Sends one newsletter message through the pool and resolves once the mail
     * server accepted it; throws `MailRefused` when it did not (the caller records
     * the failure and tries again later).
     */
    async sendNewsletter(mail: NewsletterMail): Promise<void> {
      const pooled = newsletterTransport();
      if (!pooled) throw new MailRefused("No mail server is set up (SMTP_URL)", false);
      const to = deliverable(mail.to);
      if (!to) throw new MailRefused("The address is not one plain e-mail address", true);
      await deliver(pooled, { from: sender, ...mail, to });
    },
    async idle(): Promise<void> {
      await Promise.all(inFlight);
    },
    async close(): Promise<void> {
      await Promise.all(inFlight);
      transport?.close();
      pool?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
