/**
 * What a contact form tells the visitor about an outcome (spec 8): the toast with
 * JavaScript, the page's status line without, and the heading of the confirmation.
 * `messages` is the contact catalogue in the page's language.
 */
import type { FormOutcome } from "#common/form-kit/outcome";
import type { FormStatusValue } from "~/components/form-kit/form-status";
import type { ContactMessages } from "./message-form-layout";

export type MessageFormKey = "contactUs" | "getInTouch";

/**
 * Whether the form says the server's own words when it has some (spec 8): Contact
 * Us does (a 429 says how long to wait); Get In Touch always says its own.
 */
const SAYS_SERVER_MESSAGE: Record<MessageFormKey, boolean> = { contactUs: true, getInTouch: false };

/**
 * The status of form `form` for an outcome: on success, the server's message (where
 * the form says it) or the form's own; on failure the same, except that with field
 * errors (shown beside their fields) or a network failure it is the form's own.
 */
export const messageStatus =
  (form: MessageFormKey) =>
  (outcome: FormOutcome, messages: ContactMessages): FormStatusValue & {} => {
    const own = messages[form];
    const server = SAYS_SERVER_MESSAGE[form] ? outcome.message : "";
    return outcome.ok
      ? { kind: "success", message: server || own.success }
      : { kind: "error", message: (!outcome.errors && server) || own.failure };
  };
