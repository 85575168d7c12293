/** Zod issues as one message per field (the first), the shape forms and the API's 400 answers use. */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    errors[field] ??= issue.message;
  }
  return errors;
}
