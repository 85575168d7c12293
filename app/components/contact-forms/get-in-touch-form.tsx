/**
 * The Get In Touch message form (spec 2.7, 5, 7, 8): posts to the page's route
 * action; "Sending..." with the button disabled; on success the form is cleared
 * and the thank-you notification shown; on failure everything typed stays.
 */

import { optionLabels as englishOptionLabels } from "#common/messages/visitor-labels";
import { INTEREST_OPTIONS } from "#common/visitor-form-fields";
import type { GetInTouchFormWords } from "~/blocks/get-in-touch-form/type";
import { CheckboxField } from "~/components/form-kit/form-fields";
import { readFormValues } from "~/components/form-kit/use-zod-form";
import { useTranslated } from "~/i18n/words";
import { MessageForm } from "./message-form-layout";
import { messageStatus } from "./message-status";

/** The form, its words the page's (its block's data): labels, hints, the news box, button, what happens next. */
export function GetInTouchForm({ text }: { text: GetInTouchFormWords }) {
  // The value sent stays the English id; the label is in the page's language.
  const labels = useTranslated(englishOptionLabels, "optionLabels").interest;
  const interestOptions = INTEREST_OPTIONS.map((value) => ({ value, label: labels[value] }));
  return (
    <MessageForm
      schema={() => import("#common/schemas/contact").then((schemas) => schemas.getInTouchRequest)}
      read={(element) => readFormValues(element, { booleans: ["updates"] })}
      statusOf={messageStatus("getInTouch")}
      topic={{
        name: "interest",
        label: text.interest,
        placeholder: text.interestPlaceholder,
        options: interestOptions,
      }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
      sentNext={text.sentNext}
      checkbox={() => <CheckboxField name="updates" value="true" label={text.updates} />}
    />
  );
}
