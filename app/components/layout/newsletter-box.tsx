/**
 * The footer's newsletter box (spec 2.2's look): posts the address to
 * /api/newsletter and shows the answer with the site's toast (success, error,
 * offline); the field is cleared on success. The form ticket of the minimum-time
 * check is fetched when the visitor first focuses the field, not on every page
 * view; a submit before it arrives goes without one (the server accepts that).
 */
import { type FormEvent, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { messageFormText } from "~/content/message-form";
import { chrome } from "~/content/site-chrome";
import { ApiError, apiRequest, isNetworkError } from "~/lib/api-client";
import { fetchFormTicket } from "~/lib/form-ticket";
import { newsletterMessages as messages } from "../../../common/messages/newsletter.ts";
import { HONEYPOT_FIELD } from "../../../common/schemas/contact.ts";
import { FORM_TICKET_FIELD } from "../../../common/schemas/form-ticket.ts";
import { newsletterRequest } from "../../../common/schemas/newsletter.ts";

const { footer } = chrome;
const TIMEOUT_MS = 30_000;

export function NewsletterBox() {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const ticket = useRef<Promise<string> | undefined>(undefined);
  const requestTicket = () => {
    ticket.current ??= fetchFormTicket();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = newsletterRequest.safeParse({ email: data.get("email") });
    if (!parsed.success) {
      toast.show(parsed.error.issues[0]?.message ?? messages.failure, "error");
      form.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    if (!navigator.onLine) {
      toast.show(messages.offline, "warning");
      return;
    }
    setSending(true);
    try {
      // A ticket still on its way is not waited for long: the address matters more.
      const formTicket = await Promise.race([
        ticket.current ?? Promise.resolve(""),
        new Promise<string>((resolve) => setTimeout(() => resolve(""), 3000)),
      ]);
      const body = await apiRequest<{ message?: string }>("/newsletter", {
        method: "POST",
        body: {
          email: parsed.data.email,
          [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? "",
          [FORM_TICKET_FIELD]: formTicket,
        },
        timeoutMs: TIMEOUT_MS,
      });
      form.reset();
      toast.show(body.message ?? messages.subscribed.noMail, "success");
    } catch (error) {
      if (isNetworkError(error)) toast.show(messages.offline, "warning");
      else if (error instanceof ApiError && error.status < 500) {
        const fieldMessage = (error.body as { errors?: { email?: string } } | null)?.errors?.email;
        toast.show(fieldMessage ?? error.message, "error");
      } else toast.show(messages.failure, "error");
    } finally {
      setSending(false);
      ticket.current = undefined;
    }
  };

  return (
    <form className="mt-6 max-w-sm" onSubmit={onSubmit} noValidate>
      <h2 className="text-sm font-bold text-white">{footer.newsletterHeading}</h2>
      <p className="mt-1 text-sm text-brand-200">{footer.newsletterText}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {footer.newsletterLabel}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={footer.newsletterPlaceholder}
          onFocus={requestTicket}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2 text-sm text-white placeholder:text-brand-300 focus:border-saffron-300 focus:outline-none"
        />
        {/* Left empty by people; bots fill it in (as on the contact forms). */}
        <div className="sr-only">
          <label htmlFor="newsletter-website">{messageFormText.honeypot}</label>
          <input id="newsletter-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-saffron-400 px-4 py-2 text-sm font-bold text-slate-900 hover:bg-saffron-300 disabled:opacity-70"
        >
          {sending ? messages.sending : footer.newsletterButton}
        </button>
      </div>
    </form>
  );
}
