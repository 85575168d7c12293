/**
 * Validation inside a handler, for bodies whose schema depends on the body itself
 * (the two contact forms) or that arrive as multipart: the same 400 answer, with
 * one message per field, that schema validation on the route gives.
 */
import type { z } from "zod";
import { fieldMessagesOf } from "#common/form-kit/field-errors";
import { validationFailure } from "./error-handler.ts";
import { HttpError } from "./http-error.ts";

export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldMessagesOf(parsed.error);
  throw new HttpError(400, validationFailure(errors).message, errors);
}
