/**
 * Zod issues as one message per field (the first), the shape forms and the API's
 * 400 answers use. A shared schema names its messages by key (`keysOf`,
 * ../messages/keyed.ts): the issue's message is the key, and what fills it comes
 * from the issue itself (a length check's limit) or from a refinement's `params`.
 * Each side then writes it in its language: the server in English for the API
 * (and in the page's language for a route action), the browser in the page's.
 */
import type { z } from "zod";
import { isMessageKey, keyed, type Message, type MessageParams } from "../messages/keyed.ts";

/** Field name → message, as a form shows it: text in the page's language. */
export type FieldErrors = Record<string, string>;
/** Field name → message, keyed or text, before it is written in a language. */
export type FieldMessages = Record<string, Message>;

/** The parts of an issue a message is made from (a zod issue, or one reported by fastify-type-provider-zod). */
export interface IssueLike {
  code: string;
  message: string;
  params?: Record<string, unknown>;
  maximum?: unknown;
  minimum?: unknown;
}

/** What fills an issue's message: a refinement's params, or the limit a length or range check broke. */
function paramsOf(issue: IssueLike): MessageParams | undefined {
  if (issue.code === "custom") return issue.params as MessageParams | undefined;
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  return undefined;
}

/** An issue's message: keyed when the schema gave a key, else its text (an admin schema's, or zod's own). */
export function issueMessage(issue: IssueLike): Message {
  return isMessageKey(issue.message) ? keyed(issue.message, paramsOf(issue)) : issue.message;
}

/** The first issue of each field (`body` for the whole value), as messages. */
export function fieldMessagesOf(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    messages[field] ??= issueMessage(issue as IssueLike);
  }
  return messages;
}
