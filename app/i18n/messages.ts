/**
 * Keyed messages (common/messages/keyed.ts) in the page's language. A form's
 * check (its shared zod schema, `checkAnswers`, the resume's first check) and the
 * API's answers say what is wrong as a catalogue key and its values; a form turns
 * them into text here, with the catalogues it names (the English ones, which its
 * own code already imports) and, on a Hindi page, the Hindi words of those
 * catalogues that came with the page's data (the loader of a page with a form, or
 * the site layout's for the frame's: `useTranslated` reads the same). So a Hindi
 * form's first error is Hindi, with nothing more to fetch.
 *
 * A message that is already text passes as it is: the admin area's (English only),
 * and what the server's route action wrote in the page's language
 * (app/lib/visitor-actions.server.ts).
 */
import { useCallback } from "react";
import { type Message, messageText } from "#common/messages/keyed";
import { useHindiWordsByName, useLocale } from "./words";

/** Each field's message as text, with a `say` from `useMessageText`. */
export const textsOf = (
  messages: Readonly<Record<string, Message>>,
  say: (message: Message) => string,
): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, say(message)]));

/** English catalogues under their export names, the first part of their keys: `{ contactMessages }`. */
export type Catalogues = Readonly<Record<string, unknown>>;

/**
 * `(message) => text` in the page's language, for messages from `english`'s
 * catalogues. A key none of them has is written as the server wrote it, or else
 * shown as the key (a form that names too few catalogues: a mistake to see).
 */
export function useMessageText(english: Catalogues): (message: Message) => string {
  const locale = useLocale();
  const hindiWords = useHindiWordsByName();
  return useCallback(
    (message) => {
      if (typeof message === "string") return message;
      const name = message.key.slice(0, message.key.indexOf("."));
      const hindi = locale === "hi" ? messageText(message, { [name]: hindiWords(name) }, "hi") : undefined;
      return hindi ?? messageText(message, english, "en") ?? message.text ?? message.key;
    },
    [locale, hindiWords, english],
  );
}
