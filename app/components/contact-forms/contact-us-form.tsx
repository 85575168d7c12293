/** The Contact Us message form (spec 2.9, 5, 7, 8): subject and consent (sent as the text 'true' when ticked). */

import { optionLabels as englishOptionLabels } from "#common/messages/visitor-labels";
import { SUBJECT_OPTIONS } from "#common/visitor-form-fields";
import type { ContactUsFormWords } from "~/blocks/contact-us-form/type";
import { CheckboxField } from "~/components/form-kit/form-fields";
import { readFormValues } from "~/components/form-kit/use-zod-form";
import { Link } from "~/components/ui/site-link";
import { href } from "~/content/paths";
import { useTranslated } from "~/i18n/words";
import { MessageForm } from "./message-form-layout";
import { messageStatus } from "./message-status";

const readContactUs = (element: HTMLFormElement) => {
  const read = readFormValues(element, { booleans: ["consent"] });
  return { ...read, consent: read.consent ? "true" : "false" };
};

/** The consent line's words around the link to the privacy notice (the words in [square brackets]). */
export function consentParts(consent: string) {
  const match = /^([^[]*)\[([^\]]+)\](.*)$/s.exec(consent);
  return match ? { before: match[1] ?? "", link: match[2] ?? "", after: match[3] ?? "" } : undefined;
}

/** The box a visitor must tick, its words the staff's: those in [square brackets] open the privacy notice. */
export function ConsentField({ words, error }: { words: string; error: string | undefined }) {
  const consent = consentParts(words);
  return (
    <CheckboxField
      name="consent"
      value="true"
      label={
        consent ? (
          <>
            {consent.before}
            <Link to={href("privacy")} className="font-semibold text-brand-700 underline underline-offset-2">
              {consent.link}
            </Link>
            {consent.after}
          </>
        ) : (
          words
        )
      }
      required
      error={error}
    />
  );
}

/** The form, its words the page's (its block's data): labels, hints, consent, button, what happens next. */
export function ContactUsForm({ text }: { text: ContactUsFormWords }) {
  // The value sent stays the English id; the label is in the page's language.
  const labels = useTranslated(englishOptionLabels, "optionLabels").subject;
  const subjectOptions = SUBJECT_OPTIONS.map((value) => ({ value, label: labels[value] }));
  return (
    <MessageForm
      schema={() => import("#common/schemas/contact").then((schemas) => schemas.contactUsRequest)}
      read={readContactUs}
      statusOf={messageStatus("contactUs")}
      topic={{ name: "subject", label: text.subject, placeholder: text.subjectPlaceholder, options: subjectOptions }}
      messagePlaceholder={text.messagePlaceholder}
      submitLabel={text.submit}
      sentNext={text.sentNext}
      checkbox={(errors) => <ConsentField words={text.consent} error={errors.consent} />}
    />
  );
}
