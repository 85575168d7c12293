/**
 * The messages of an API answer as the API keyed them (common/api.ts), for a
 * visitor's page to write in its own language (app/i18n/messages.ts). Apart from
 * the client itself: only the forms that read the API's words (the custom forms'
 * sending, the newsletter box) load it.
 */
import type { ApiFailure } from "#common/api";
import type { FieldMessages } from "#common/form-kit/field-errors";
import type { Message } from "#common/messages/keyed";

type AnswerMessages = Partial<Pick<ApiFailure, "message" | "key" | "params" | "errors" | "errorKeys">>;

/**
 * An answer's message (a success's or a failure's body) as the API keyed it, to be
 * written in the page's language (app/i18n/messages.ts), its English text kept for a
 * page without that catalogue; its text when it has no key, else `fallback`.
 */
export function answerMessage(body: unknown, fallback: Message): Message {
  const { message, key, params } = (body ?? {}) as AnswerMessages;
  if (typeof key === "string") return { key, ...(params && { params }), ...(message && { text: message }) };
  return typeof message === "string" && message ? message : fallback;
}

/** The per-field messages of a refusal (keyed where the API keyed them), if it sent them. */
export function answerFieldMessages(body: unknown): FieldMessages | undefined {
  const { errors, errorKeys } = (body ?? {}) as AnswerMessages;
  if (!errors || typeof errors !== "object") return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const keyed = errorKeys?.[field];
      return [field, keyed ? { ...keyed, text } : text];
    }),
  );
}
