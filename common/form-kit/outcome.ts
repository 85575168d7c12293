/**
 * What a visitor form's route action answers (a plain form POST to the page):
 * the message to show, the HTTP status, and for a refusal the field errors, the
 * headers (Retry-After) and the text that was typed, so a page rendered without
 * JavaScript shows the form as it was sent.
 */
import type { FieldErrors } from "./field-errors.ts";

export type FormOutcome =
  | { ok: true; status: 200; message: string }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: FieldErrors;
      headers?: Record<string, string>;
      values?: Record<string, string | string[]>;
    };
