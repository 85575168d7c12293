/**
 * The body both contact forms share: name, e-mail, phone, the topic select
 * (interest or subject), the message, the form's own checkbox, the honeypot and
 * the submit button ("Sending..." and disabled while sending). It is a plain
 * form posting to the page, so it can be sent before the script has arrived.
 */
import type { ReactNode } from "react";
import { FormValues, HoneypotField, SelectField, TextAreaField } from "~/components/ui/form-fields";
import { FormStatus, type FormStatusValue } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ActionForm } from "~/components/ui/use-action-form";
import { messageFormText } from "~/content/message-form";
import type { FormOutcome } from "../../../common/form-outcome.ts";
import { contactMessages as messages } from "../../../common/messages/contact.ts";
import { HONEYPOT_FIELD, LIMITS } from "../../../common/schemas/contact.ts";
import { PersonFields } from "./person-fields";

export function MessageFormLayout({
  form,
  topic,
  messagePlaceholder,
  submitLabel,
  statusOf,
  children,
}: {
  form: ActionForm;
  /** What the visitor is told about an outcome: the toast with JavaScript, the page's status line without. */
  statusOf: (outcome: FormOutcome) => FormStatusValue & {};
  topic: { name: string; label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  messagePlaceholder: string;
  submitLabel: string;
  /** The form's own checkbox (updates, or consent). */
  children: ReactNode;
}) {
  const { sent } = form;
  return (
    <FormValues.Provider value={form.sentValues}>
      <form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
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
        {children}
        <HoneypotField name={HONEYPOT_FIELD} />
        {sent && <FormStatus status={statusOf(sent)} />}
        <SubmitButton label={submitLabel} busyLabel={messages.sending} busy={form.submitting} />
      </form>
    </FormValues.Provider>
  );
}
