/** The Contact Us message form (spec 2.9, 5, 7, 8): subject and consent (sent as the text 'true' when ticked). */

import type { FormOutcome } from "#common/form-outcome";
import { optionLabels as englishOptionLabels } from "#common/messages/visitor-labels";
import { SUBJECT_OPTIONS } from "#common/visitor-form-fields";
import { CheckboxField } from "~/components/ui/form-fields";
import { Link } from "~/components/ui/site-link";
import { readFormValues } from "~/components/ui/use-zod-form";
import { contactUs } from "~/content/contact-us";
import { href } from "~/content/paths";
import { useTranslated } from "~/i18n/words";
import { type ContactMessages, MessageForm } from "./message-form-layout";

const readContactUs = (element: HTMLFormElement) => {
  const read = readFormValues(element, { booleans: ["consent"] });
  return { ...read, consent: read.consent ? "true" : "false" };
};

/**
 * The server's message on success, else the spec's. On failure the server's own
 * words when it answered (a 429 says how long to wait); with field errors (shown
 * beside their fields) or a network failure, the spec's message.
 */
const statusOf = (outcome: FormOutcome, messages: ContactMessages) =>
  outcome.ok
    ? ({ kind: "success", message: outcome.message || messages.contactUs.success } as const)
    : ({ kind: "error", message: (!outcome.errors && outcome.message) || messages.contactUs.failure } as const);

export function ContactUsForm() {
  const text = useTranslated(contactUs, "contactUs").form;
  // The value sent stays the English id; the label is in the page's language.
  const labels = useTranslated(englishOptionLabels, "optionLabels").subject;
  const subjectOptions = SUBJECT_OPTIONS.map((value) => ({ value, label: labels[value] }));
  return (
    <MessageForm
      schema={() => import("#common/schemas/contact").then((schemas) => schemas.contactUsRequest)}
      read={readContactUs}
      statusOf={statusOf}
      topic={{ name: "subject", label: text.subject, placeholder: text.subjectPlaceholder, options: subjectOptions }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
      sentNext={text.sentNext}
      checkbox={(errors) => (
        <CheckboxField
          name="consent"
          value="true"
          label={
            <>
              {text.consent.before}
              <Link to={href("privacy")} className="font-semibold text-brand-700 underline underline-offset-2">
                {text.consent.link}
              </Link>
              {text.consent.after}
            </>
          }
          required
          error={errors.consent}
        />
      )}
    />
  );
}
