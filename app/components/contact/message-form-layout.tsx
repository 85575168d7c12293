/**
 * The body both contact forms share: name, e-mail, phone, the topic select
 * (interest or subject), the message, the form's own checkbox, the honeypot and
 * the submit button ("Sending..." and disabled while sending).
 */
import type { FormEvent, ReactNode } from "react";
import { messageFormText } from "~/content/message-form";
import { contactMessages as messages } from "../../../common/messages/contact.ts";
import { HONEYPOT_FIELD, LIMITS } from "../../../common/schemas/contact.ts";
import { HoneypotField, SelectField, TextAreaField } from "./form-fields";
import { PersonFields } from "./person-fields";
import { SubmitButton } from "./submit-button";
import type { useVisitorForm } from "./use-visitor-form";

export function MessageFormLayout({
  form,
  onSubmit,
  topic,
  messagePlaceholder,
  submitLabel,
  children,
}: {
  form: ReturnType<typeof useVisitorForm>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  topic: { name: string; label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  messagePlaceholder: string;
  submitLabel: string;
  /** The form's own checkbox (updates, or consent). */
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
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
      <SubmitButton label={submitLabel} busyLabel={messages.sending} busy={form.submitting} disabled={!form.hydrated} />
    </form>
  );
}
