/**
 * The Contact Us message form (spec 2.9, 5, 7, 8): subject and consent (sent as
 * the text 'true' or 'false'); the server's message on success, else the spec's;
 * on failure the server's message or the spec's, and everything typed stays.
 */
import type { FormEvent } from "react";
import { useToast } from "~/components/ui/toast";
import { contactUs } from "~/content/contact-us";
import { ApiError, apiRequest } from "~/lib/api-client";
import { contactMessages as messages } from "../../../common/messages/contact.ts";
import { optionLabels } from "../../../common/messages/visitor-labels.ts";
import { contactUsRequest, SUBJECT_OPTIONS } from "../../../common/schemas/contact.ts";
import { CheckboxField } from "./form-fields";
import { MESSAGE_TIMEOUT_MS } from "./get-in-touch-form";
import { MessageFormLayout } from "./message-form-layout";
import { readFormValues, serverFieldErrors, useVisitorForm } from "./use-visitor-form";

const text = contactUs.form;
const subjectOptions = SUBJECT_OPTIONS.map((value) => ({ value, label: optionLabels.subject[value] }));

export function ContactUsForm() {
  const toast = useToast();
  const form = useVisitorForm();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const read = readFormValues(element, { booleans: ["consent"] });
    const values = { ...read, consent: read.consent ? "true" : "false" };
    if (!form.check(contactUsRequest, values)) return;
    await form.whileSubmitting(async () => {
      try {
        const answer = await apiRequest<{ success?: boolean; message?: string }>("/contact", {
          method: "POST",
          body: values,
          timeoutMs: MESSAGE_TIMEOUT_MS,
        });
        if (answer.success === false) {
          toast.show(answer.message || messages.contactUs.failure, "error");
          return;
        }
        element.reset();
        toast.show(answer.message || messages.contactUs.success, "success");
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) form.showErrors(fieldErrors);
        // The server's own words when it answered (a 429 says how long to wait); field
        // errors are shown beside their fields, and a network failure gets the spec's message.
        const serverMessage = error instanceof ApiError && !fieldErrors ? error.message : "";
        toast.show(serverMessage || messages.contactUs.failure, "error");
      }
    });
  };

  return (
    <MessageFormLayout
      form={form}
      onSubmit={onSubmit}
      topic={{ name: "subject", label: text.subject, placeholder: text.subjectPlaceholder, options: subjectOptions }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
    >
      <CheckboxField name="consent" label={text.consent} required error={form.errors.consent} />
    </MessageFormLayout>
  );
}
