/**
 * The footer's newsletter box (spec 2.2's look): posts the address to
 * /api/newsletter and shows the answer with the site's toast (success, error,
 * offline); the field is cleared on success. The form ticket of the minimum-time
 * check is fetched when the visitor first focuses the field, not on every page
 * view; a submit before it arrives goes without one (the server accepts that).
 *
 * The form says `method="post"` and its button stays disabled until the page has
 * hydrated (issue 40): no page's route action takes a subscription, so a submit
 * before the script arrived must not leave the page, least of all as a GET with
 * the address in the URL (the access log, the response cache's key, the history).
 */
import { type FormEvent, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "#common/form-kit/field-names";
import { newsletterMessages } from "#common/messages/newsletter";
import { Link } from "~/components/ui/site-link";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useMessageFormText } from "~/components/ui/use-message-form-text";
import { pathTo } from "~/content/paths";
import { useMessageText } from "~/i18n/messages";
import { useSiteWords } from "~/i18n/site-words";
import { useLocale, useTranslated } from "~/i18n/words";

/** The box's working code, fetched when it is first used (newsletter-submit.ts). */
const loadSubmit = () => import("./newsletter-submit");
/**
 * The catalogue its messages are keyed in. The server's flood limit says the contact
 * forms' words (contactMessages.tooMany): in Hindi from the frame's words, in English
 * as the server wrote it.
 */
const CATALOGUES = { newsletterMessages };

export function NewsletterBox() {
  const { footer } = useSiteWords().chrome;
  const messageFormText = useMessageFormText();
  const messages = useTranslated(newsletterMessages, "newsletterMessages");
  const say = useMessageText(CATALOGUES);
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const locale = useLocale();
  const ticket = useRef<Promise<string> | undefined>(undefined);
  const requestTicket = () => {
    ticket.current ??= loadSubmit().then(({ fetchFormTicket }) => fetchFormTicket());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    try {
      const { submitNewsletter } = await loadSubmit();
      const outcome = await submitNewsletter(data, ticket.current, locale);
      if (outcome.kind === "invalid") {
        toast.show(say(outcome.message), "error");
        form.querySelector<HTMLInputElement>("input[name=email]")?.focus();
        return;
      }
      // A ticket serves one sending; an invalid address was not sent.
      ticket.current = undefined;
      if (outcome.tone === "success") form.reset();
      toast.show(say(outcome.message), outcome.tone);
    } catch {
      // The code itself could not be fetched: the connection is gone.
      toast.show(messages.offline, "warning");
    } finally {
      setSending(false);
    }
  };

  return (
    <form method="post" className="mt-6 max-w-sm" onSubmit={onSubmit} noValidate>
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
          className="min-h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2 text-sm text-white placeholder:text-brand-300 focus:border-saffron-300 focus:outline-none"
        />
        {/* Left empty by people; bots fill it in (as on the contact forms). */}
        <div className="sr-only">
          <label htmlFor="newsletter-website">{messageFormText.honeypot}</label>
          <input id="newsletter-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={sending || !hydrated}
          className="min-h-11 rounded-full bg-saffron-400 px-4 py-2 text-sm font-bold text-slate-900 hover:bg-saffron-300 disabled:opacity-70"
        >
          {sending ? messages.sending : footer.newsletterButton}
        </button>
      </div>
      <Link
        to={pathTo.newsletters}
        className="mt-2 inline-flex min-h-11 items-center text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
      >
        {footer.newsletterArchive}
      </Link>
    </form>
  );
}
