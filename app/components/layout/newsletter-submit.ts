/**
 * What the footer's newsletter box does when it is used: check the address with
 * the shared schema and send it with the form ticket. Loaded on first use, so
 * every page does not download zod and the API client for a box most visitors
 * never touch.
 */

import { FORM_TICKET_FIELD, HONEYPOT_FIELD } from "#common/form-kit/field-names";
import type { Locale } from "#common/locale";
import { newsletterMessages as messages } from "#common/messages/newsletter";
import { newsletterRequest } from "#common/schemas/newsletter";
import { fetchFormTicket } from "~/components/form-kit/form-ticket";
import { ApiError, apiRequest, isNetworkError } from "~/lib/api-client";

const TIMEOUT_MS = 30_000;

export type NewsletterOutcome =
  | { kind: "invalid"; message: string }
  | { kind: "done"; tone: "success" | "error" | "warning"; message: string };

export { fetchFormTicket };

/** `language`: the page's, so the newsletter comes in the language the visitor read the site in. */
export async function submitNewsletter(
  data: FormData,
  ticket: Promise<string> | undefined,
  language: Locale,
): Promise<NewsletterOutcome> {
  const parsed = newsletterRequest.safeParse({ email: data.get("email"), language });
  if (!parsed.success) return { kind: "invalid", message: parsed.error.issues[0]?.message ?? messages.failure };
  if (!navigator.onLine) return { kind: "done", tone: "warning", message: messages.offline };
  try {
    // A ticket still on its way is not waited for long: the address matters more.
    const formTicket = await Promise.race([
      ticket ?? Promise.resolve(""),
      new Promise<string>((resolve) => setTimeout(() => resolve(""), 3000)),
    ]);
    const body = await apiRequest<{ message?: string }>("/newsletter", {
      method: "POST",
      body: {
        email: parsed.data.email,
        language: parsed.data.language,
        [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? "",
        [FORM_TICKET_FIELD]: formTicket,
      },
      timeoutMs: TIMEOUT_MS,
    });
    return { kind: "done", tone: "success", message: body.message ?? messages.subscribed.noMail };
  } catch (error) {
    if (isNetworkError(error)) return { kind: "done", tone: "warning", message: messages.offline };
    if (error instanceof ApiError && error.status < 500) {
      const fieldMessage = (error.body as { errors?: { email?: string } } | null)?.errors?.email;
      return { kind: "done", tone: "error", message: fieldMessage ?? error.message };
    }
    return { kind: "done", tone: "error", message: messages.failure };
  }
}
