/**
 * The body both contact forms share: name, e-mail, phone, the topic select
 * (interest or subject), the message, the form's own checkbox, the honeypot and
 * the submit button ("Sending..." and disabled while sending). It is a plain
 * form posting to the page, so it can be sent before the script has arrived.
 * Once sent, a lasting confirmation saying what happens next takes its place
 * (issue 23: a toast alone was gone before a visitor looked back).
 */
import type { ReactNode } from "react";
import type { z } from "zod";
import type { FieldErrors } from "#common/form-kit/field-errors";
import type { FormOutcome } from "#common/form-kit/outcome";
import { contactMessages } from "#common/messages/contact";
import { HONEYPOT_FIELD, LIMITS } from "#common/visitor-form-fields";
import { useActionForm } from "~/components/contact-forms/use-action-form";
import { FormValues, HoneypotField, SelectField, TextAreaField } from "~/components/form-kit/form-fields";
import { FormStatus, type FormStatusValue } from "~/components/form-kit/form-status";
import { SentConfirmation, useSentConfirmation } from "~/components/form-kit/sent-confirmation";
import { SubmitButton } from "~/components/form-kit/submit-button";
import { useToast } from "~/components/ui/toast";
import { useMessageFormText } from "~/components/ui/use-message-form-text";
import { useLocale, useTranslated } from "~/i18n/words";
import { PersonFields } from "./person-fields";

/** The contact catalogue, in whichever language the page is. */
export type ContactMessages = typeof contactMessages;

/** The catalogue the contact schema's messages are keyed in. */
const CATALOGUES = { contactMessages };

export interface MessageFormProps<S extends z.ZodType> {
  /** The shared schema's loader: fetched on the form's first focus (zod is not in the page). */
  schema: () => Promise<S>;
  read: (form: HTMLFormElement) => unknown;
  /**
   * What the visitor is told about an outcome: the toast with JavaScript, the page's
   * status line without; `messages` is the contact catalogue in the page's language
   * (the server draws a form posted before the scripts with it, map or no map).
   */
  statusOf: (outcome: FormOutcome, messages: ContactMessages) => FormStatusValue & {};
  topic: { name: string; label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  messagePlaceholder: string;
  submitLabel: string;
  /** The form's own checkbox (updates, or consent), given the field errors. */
  checkbox: (errors: FieldErrors) => ReactNode;
  /** After sending: what happens next, and when to expect a reply. */
  sentNext: string;
}

export function MessageForm<S extends z.ZodType>({
  schema,
  read,
  statusOf,
  topic,
  messagePlaceholder,
  submitLabel,
  checkbox,
  sentNext,
}: MessageFormProps<S>) {
  const messageFormText = useMessageFormText();
  const locale = useLocale();
  const messages = useTranslated(contactMessages, "contactMessages");
  const toast = useToast();
  const confirmation = useSentConfirmation();
  const form = useActionForm({
    schema,
    catalogues: CATALOGUES,
    read,
    onDone(outcome) {
      // Success: the confirmation takes the form's place; on failure everything typed stays.
      if (outcome.ok) confirmation.markSent();
      const status = statusOf(outcome, messages);
      toast.show(status.message, status.kind);
    },
  });
  const { sent } = form;
  // Sent in the background, or by a plain POST before the script (the page came back with it).
  if (confirmation.isShown(sent?.ok === true)) {
    const success = statusOf(sent?.ok ? sent : { ok: true, status: 200, message: "" }, messages);
    return (
      <SentConfirmation
        heading={success.message}
        next={sentNext}
        againLabel={messageFormText.sendAnother}
        onAgain={confirmation.showFormAgain}
      />
    );
  }
  return (
    <FormValues.Provider value={form.sentValues}>
      <form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onFocus={form.preload}
        onChange={form.clearErrorOnChange}
        aria-busy={form.submitting}
        className="space-y-5"
      >
        <p className="text-sm text-slate-500">{messageFormText.requiredNote}</p>
        <PersonFields errors={form.errors} />
        <SelectField {...topic} required error={form.errors[topic.name]} />
        <TextAreaField
          name="message"
          label={messageFormText.message}
          required
          rows={5}
          maxLength={LIMITS.message}
          placeholder={messagePlaceholder}
          error={form.errors.message}
        />
        {checkbox(form.errors)}
        <input type="hidden" name="language" value={locale} />
        <HoneypotField name={HONEYPOT_FIELD} />
        {sent && !sent.ok && <FormStatus status={statusOf(sent, messages)} />}
        <SubmitButton label={submitLabel} busyLabel={messages.sending} busy={form.submitting} />
      </form>
    </FormValues.Provider>
  );
}
