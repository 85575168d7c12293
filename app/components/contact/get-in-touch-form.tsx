/**
 * The Get In Touch message form (spec 2.7, 5, 7, 8): posts JSON to /api/contact;
 * "Sending..." with the button disabled; on success the form is cleared and the
 * thank-you notification shown; on failure everything typed stays.
 */
import type { FormEvent } from "react";
import { useToast } from "~/components/ui/toast";
import { getInTouch } from "~/content/get-in-touch";
import { apiRequest } from "~/lib/api-client";
import { contactMessages as messages } from "../../../common/messages/contact.ts";
import { optionLabels } from "../../../common/messages/visitor-labels.ts";
import { getInTouchRequest, INTEREST_OPTIONS } from "../../../common/schemas/contact.ts";
import { CheckboxField } from "./form-fields";
import { MessageFormLayout } from "./message-form-layout";
import { readFormValues, serverFieldErrors, useVisitorForm } from "./use-visitor-form";

/** Slow mobile networks: give a message time to get through before calling it failed. */
export const MESSAGE_TIMEOUT_MS = 30_000;

const text = getInTouch.form;
const interestOptions = INTEREST_OPTIONS.map((value) => ({ value, label: optionLabels.interest[value] }));

export function GetInTouchForm() {
  const toast = useToast();
  const form = useVisitorForm();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = readFormValues(element, { booleans: ["updates"] });
    if (!form.check(getInTouchRequest, values)) return;
    await form.whileSubmitting(async () => {
      try {
        await apiRequest("/contact", { method: "POST", body: values, timeoutMs: MESSAGE_TIMEOUT_MS });
        element.reset();
        toast.show(messages.getInTouch.success, "success");
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) form.showErrors(fieldErrors);
        toast.show(messages.getInTouch.failure, "error");
      }
    });
  };

  return (
    <MessageFormLayout
      form={form}
      onSubmit={onSubmit}
      topic={{
        name: "interest",
        label: text.interest,
        placeholder: text.interestPlaceholder,
        options: interestOptions,
      }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
    >
      <CheckboxField name="updates" label={text.updates} />
    </MessageFormLayout>
  );
}
