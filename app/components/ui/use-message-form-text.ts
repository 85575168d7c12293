/** The visitor forms' shared words (field labels, placeholders, the honeypot's instruction) in the page's language. */
import { messageFormText } from "~/content/message-form";
import { useTranslated } from "~/i18n/words";

export function useMessageFormText(): typeof messageFormText {
  return useTranslated(messageFormText, "messageFormText");
}
