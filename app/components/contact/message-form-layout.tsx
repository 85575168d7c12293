/**
 * The body both contact forms share: name, e-mail, phone, the topic select
 * (interest or subject), the message, the form's own checkbox, the honeypot and
 * the submit button ("Sending..." and disabled while sending). It is a plain
 * form posting to the page, so it can be sent before the script has arrived.
 */
import type { ReactNode } from "react";
import type { z } from "zod";
import type { FormOutcome } from "#common/form-outcome";
import { contactMessages as messages } from "#common/messages/contact";
import { HONEYPOT_FIELD, LIMITS } from "#common/schemas/contact";
import type { FieldErrors } from "#common/schemas/field-errors";
import { FormValues, HoneypotField, SelectField, TextAreaField } from "~/components/ui/form-fields";
import { FormStatus, type FormStatusValue } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toast";
import { useActionForm } from "~/components/ui/use-action-form";
import { messageFormText } from "~/content/message-form";
import { PersonFields } from "./person-fields";

export interface MessageFormProps<S extends z.ZodType> {
  schema: S;
  read: (form: HTMLFormElement) => unknown;
  /** What the visitor is told about an outcome: the toast with JavaScript, the page's status line without. */
  statusOf: (outcome: FormOutcome) => FormStatusValue & {};
  topic: { name: string; label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  messagePlaceholder: string;
  submitLabel: string;
  /** The form's own checkbox (updates, or consent), given the field errors. */
  checkbox: (errors: FieldErrors) => ReactNode;
}

export function MessageForm<S extends z.ZodType>({
  schema,
  read,
  statusOf,
  topic,
  messagePlaceholder,
  submitLabel,
  checkbox,
}: MessageFormProps<S>) {
  const toast = useToast();
  const form = useActionForm({
    schema,
    read,
    onDone(outcome, element) {
      // Success clears the form; on failure everything typed stays.
      if (outcome.ok) element.reset();
      const status = statusOf(outcome);
      toast.show(status.message, status.kind);
    },
  });
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
        {checkbox(form.errors)}
        <HoneypotField name={HONEYPOT_FIELD} />
        {sent && <FormStatus status={statusOf(sent)} />}
        <SubmitButton label={submitLabel} busyLabel={messages.sending} busy={form.submitting} />
      </form>
    </FormValues.Provider>
  );
}
