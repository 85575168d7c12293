/**
 * What the footer's newsletter box does when it is used: check the address with
 * the shared schema and send it with the form ticket. Loaded on first use, so
 * every page does not download zod and the API client for a box most visitors
 * never touch.
 */

import { issueMessage } from "#common/form-kit/field-errors";
import { FORM_TICKET_FIELD, HONEYPOT_FIELD } from "#common/form-kit/field-names";
import type { Locale } from "#common/locale";
import { keyed, keysOf, type Message } from "#common/messages/keyed";
import { newsletterMessages } from "#common/messages/newsletter";
import { newsletterRequest } from "#common/schemas/newsletter";
import { fetchFormTicket } from "~/components/form-kit/form-ticket";
import { ApiError, apiRequest, isNetworkError } from "~/lib/api-client";
import { answerFieldMessages, answerMessage } from "~/lib/api-messages";

const TIMEOUT_MS = 30_000;

/** What to tell the visitor, keyed (the box writes it in the page's language) or the server's text. */
export type NewsletterOutcome =
  | { kind: "invalid"; message: Message }
  | { kind: "done"; tone: "success" | "error" | "warning"; message: Message };

const m = keysOf("newsletterMessages", newsletterMessages);

export { fetchFormTicket };

/** `language`: the page's, so the newsletter comes in the language the visitor read the site in. */
export async function submitNewsletter(
  data: FormData,
  ticket: Promise<string> | undefined,
  language: Locale,
): Promise<NewsletterOutcome> {
  const parsed = newsletterRequest.safeParse({ email: data.get("email"), language });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: "invalid", message: issue ? issueMessage(issue) : keyed(m.failure) };
  }
  if (!navigator.onLine) return { kind: "done", tone: "warning", message: keyed(m.offline) };
  try {
    // A ticket still on its way is not waited for long: the address matters more.
    const formTicket = await Promise.race([
      ticket ?? Promise.resolve(""),
      new Promise<string>((resolve) => setTimeout(() => resolve(""), 3000)),
    ]);
    const body = await apiRequest("/newsletter", {
      method: "POST",
      body: {
        email: parsed.data.email,
        language: parsed.data.language,
        [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? "",
        [FORM_TICKET_FIELD]: formTicket,
      },
      timeoutMs: TIMEOUT_MS,
    });
    return { kind: "done", tone: "success", message: answerMessage(body, keyed(m.subscribed.noMail)) };
  } catch (error) {
    if (isNetworkError(error)) return { kind: "done", tone: "warning", message: keyed(m.offline) };
    if (error instanceof ApiError && error.status < 500) {
      const fieldMessage = answerFieldMessages(error.body)?.email;
      return { kind: "done", tone: "error", message: fieldMessage ?? answerMessage(error.body, error.message) };
    }
    return { kind: "done", tone: "error", message: keyed(m.failure) };
  }
}
