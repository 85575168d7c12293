/**
 * The Get In Touch message form (spec 2.7, 5, 7, 8): posts to the page's route
 * action; "Sending..." with the button disabled; on success the form is cleared
 * and the thank-you notification shown; on failure everything typed stays.
 */
import { CheckboxField } from "~/components/ui/form-fields";
import { useToast } from "~/components/ui/toast";
import { useActionForm } from "~/components/ui/use-action-form";
import { readFormValues } from "~/components/ui/use-zod-form";
import { getInTouch } from "~/content/get-in-touch";
import { contactMessages as messages } from "../../../common/messages/contact.ts";
import { optionLabels } from "../../../common/messages/visitor-labels.ts";
import { getInTouchRequest, INTEREST_OPTIONS } from "../../../common/schemas/contact.ts";
import { MessageFormLayout } from "./message-form-layout";

const text = getInTouch.form;
const interestOptions = INTEREST_OPTIONS.map((value) => ({ value, label: optionLabels.interest[value] }));

export function GetInTouchForm() {
  const toast = useToast();
  const form = useActionForm({
    schema: getInTouchRequest,
    read: (element) => readFormValues(element, { booleans: ["updates"] }),
    onDone(outcome, element) {
      if (outcome.ok) {
        element.reset();
        toast.show(messages.getInTouch.success, "success");
      } else {
        toast.show(messages.getInTouch.failure, "error");
      }
    },
  });

  return (
    <MessageFormLayout
      form={form}
      topic={{
        name: "interest",
        label: text.interest,
        placeholder: text.interestPlaceholder,
        options: interestOptions,
      }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
    >
      <CheckboxField name="updates" value="true" label={text.updates} />
    </MessageFormLayout>
  );
}
