/**
 * The JSON envelope every API answer uses (DESIGN.md section 2). The one
 * exception is GET /api/gallery, which answers a plain array as the spec says.
 */
import { z } from "zod";
import type { KeyedMessage, MessageParams } from "./messages/keyed.ts";

/**
 * A message's key and what fills it, beside its English text, when it is one of
 * the catalogues' (common/messages/keyed.ts): a page shows it in its own language
 * from its own catalogue, while API clients read the English as before.
 */
interface MessageKey {
  key?: string;
  params?: MessageParams;
}

export interface ApiSuccess<T> extends MessageKey {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure extends MessageKey {
  success: false;
  message: string;
  /** Field name → message, for validation failures. */
  errors?: Record<string, string>;
  /** Field name → the key and params of its message, for the fields whose message has one. */
  errorKeys?: Record<string, KeyedMessage>;
  /** Quoted in the server log; given with unexpected (500) failures. */
  requestId?: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Prefix of every validation failure's message; the admin login looks for it (spec 8). */
export const VALIDATION_ERRORS = "Validation errors";

// ---------------------------------------------------------------- the same envelope as zod schemas (OpenAPI, responses)

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
/** A message's catalogue key and what fills it (documented once, referred to by the envelopes). */
const keyedMessageSchema = z.object({ key: z.string(), params: messageParams.optional() }).meta({
  id: "KeyedMessage",
  description:
    "A message as its catalogue key (export name and path, `contactMessages.validation.tooLong`) and the values " +
    "its template takes (`{ max: 5000 }`), so a page can show it in its own language",
});
const messageKeyFields = {
  key: z.string().optional().describe("The message's catalogue key, when it has one (see KeyedMessage)"),
  params: messageParams.optional().describe("What fills the keyed message's template"),
};

/** Every failure the API answers (4xx, 5xx): one component of the OpenAPI document. */
export const apiFailureSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    ...messageKeyFields,
    errors: z.record(z.string(), z.string()).optional(),
    errorKeys: z.record(z.string(), keyedMessageSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: "ApiFailure", description: "A failure: what went wrong, and per field for validation failures" });

/** `{ success: true, data, message? }` with `data` of the given shape. */
export const apiSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional(), ...messageKeyFields });

/** `{ success: true, data: null, message }`: the answer of deletes and visitor submissions. */
export const apiDoneSchema = apiSuccessSchema(z.null());

/** A time the database gives as a Date; sent (and documented) as ISO 8601 text. */
export const dateTimeSchema = z.date();

/**
 * A view as the browser receives it: JSON has no dates, so every `Date` the
 * server shaped the answer with arrives as its ISO string. The app types what it
 * reads from the API as `Wire<z.infer<typeof someView>>`, so the zod schema that
 * shapes and documents the answer is the one definition of it.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
