/**
 * "Need an 80G receipt?" (issue 47): name as on PAN, PAN, e-mail, address, whether the
 * donor is an Indian citizen, the amount they mean to give, consent. A plain form posting
 * to its page, so it works before and without JavaScript; the page's action answers
 * with the donor's page (their code) or the form again with what to correct (decision
 * 106). Sent with no connection, it stays on the page and says so (decision 109): the
 * donor needs the code before paying, so it is not queued for later.
 */
import { useId, useState } from "react";
import { useActionData } from "react-router";
import { PLEDGE_LIMITS } from "#common/donations/pledge-limits";
import { HONEYPOT_FIELD } from "#common/form-kit/field-names";
import type { FormOutcome } from "#common/form-kit/outcome";
import { donationMessages } from "#common/messages/donations";
import type { ReceiptFormWords } from "~/blocks/receipt-request/type";
import {
  CheckboxField,
  FieldError,
  FormValues,
  HoneypotField,
  RequiredMark,
  TextAreaField,
  TextField,
  useSentTicked,
} from "~/components/form-kit/form-fields";
import { FormStatus } from "~/components/form-kit/form-status";
import { SubmitButton } from "~/components/form-kit/submit-button";
import { Link } from "~/components/ui/site-link";
import { href } from "~/content/paths";
import { useLocale, useTranslated } from "~/i18n/words";
import { refusalText } from "./outcome-text";

/** Yes or no, as two large radio buttons; a foreign citizen is told at once when the gift cannot be taken. */
function CitizenQuestion({
  text,
  error,
  foreignNote,
}: {
  text: ReceiptFormWords;
  error: string | undefined;
  foreignNote: string | null;
}) {
  const id = useId();
  const sentYes = useSentTicked("indianCitizen", "yes");
  const sentNo = useSentTicked("indianCitizen", "no");
  const [answer, setAnswer] = useState<string | undefined>(sentNo ? "no" : sentYes ? "yes" : undefined);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  // Said once: the server's refusal of the same answer says it too.
  const showNote = answer === "no" && foreignNote !== null && error !== foreignNote;
  return (
    <fieldset aria-describedby={[error ? errorId : "", showNote ? noteId : ""].join(" ").trim() || undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        {text.citizen}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(
          [
            ["yes", text.citizenYes, sentYes],
            ["no", text.citizenNo, sentNo],
          ] as const
        ).map(([value, label, sent]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/25"
          >
            <input
              type="radio"
              name="indianCitizen"
              value={value}
              defaultChecked={sent}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => setAnswer(value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {showNote && (
        <p id={noteId} className="mt-2 rounded-xl border border-saffron-300 bg-saffron-50 p-3 text-sm text-slate-800">
          {foreignNote}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * The consent's words with those in [square brackets] linking the privacy notice. Contact
 * Us draws its own (contact-us-form.tsx): shared, it would be a chunk more for both
 * contact pages, which are at their JavaScript budget (decision 106).
 */
function PrivacyLinked({ words }: { words: string }) {
  const match = /^([^[]*)\[([^\]]+)\](.*)$/s.exec(words);
  if (!match) return words;
  return (
    <>
      {match[1]}
      <Link to={href("privacy")} className="font-semibold text-brand-700 underline underline-offset-2">
        {match[2]}
      </Link>
      {match[3]}
    </>
  );
}

export function ReceiptRequestForm({
  text,
  acceptsForeignGifts,
}: {
  text: ReceiptFormWords;
  acceptsForeignGifts: boolean;
}) {
  const locale = useLocale();
  const messages = useTranslated(donationMessages, "donationMessages");
  // A plain form, with or without JavaScript: the page comes back with what to correct, or
  // the donor is sent to their page. The contact pages' form code would put this page over
  // its JavaScript budget (decision 106).
  const sent = useActionData<FormOutcome>();
  const refused = sent && !sent.ok ? sent : undefined;
  const errors = refused?.errors ?? {};
  const shownProblem = refused ? refusalText(refused, messages) : null;
  const [offline, setOffline] = useState(false);
  return (
    <FormValues.Provider value={refused?.values}>
      <form
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          // Without a connection the browser would show its own error page, the typing lost.
          const cut = !navigator.onLine;
          if (cut) event.preventDefault();
          setOffline(cut);
        }}
      >
        <TextField
          name="nameOnPan"
          label={text.nameOnPan}
          hint={text.nameOnPanHint}
          required
          autoComplete="name"
          maxLength={PLEDGE_LIMITS.name}
          error={errors.nameOnPan}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="pan"
            label={text.pan}
            hint={text.panHint}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PLEDGE_LIMITS.pan}
            className="[&_input]:font-mono [&_input]:uppercase"
            error={errors.pan}
          />
          <TextField
            name="email"
            type="email"
            label={text.email}
            required
            autoComplete="email"
            inputMode="email"
            maxLength={PLEDGE_LIMITS.email}
            error={errors.email}
          />
        </div>
        <TextAreaField
          name="address"
          label={text.address}
          hint={text.addressHint}
          required
          rows={3}
          autoComplete="street-address"
          maxLength={PLEDGE_LIMITS.address}
          error={errors.address}
        />
        <CitizenQuestion
          text={text}
          error={errors.indianCitizen}
          foreignNote={acceptsForeignGifts ? null : messages.foreignCitizen}
        />
        <TextField
          name="amount"
          label={text.amount}
          hint={text.amountHint}
          inputMode="decimal"
          maxLength={PLEDGE_LIMITS.amount}
          className="sm:max-w-xs"
          error={errors.amount}
        />
        <CheckboxField
          name="consent"
          value="true"
          label={<PrivacyLinked words={text.consent} />}
          required
          error={errors.consent}
        />
        <input type="hidden" name="language" value={locale} />
        <HoneypotField name={HONEYPOT_FIELD} />
        <FormStatus
          status={
            offline
              ? { kind: "error", message: messages.offline }
              : shownProblem
                ? { kind: "error", message: shownProblem }
                : null
          }
        />
        <SubmitButton label={text.submit} busyLabel={messages.sending} busy={false} />
      </form>
    </FormValues.Provider>
  );
}
