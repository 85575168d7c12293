/**
 * The form kit's hook (with form-fields.tsx), for any form checked by a zod
 * schema: read the form as it is in the page (FormData, so text typed before the
 * page finished loading counts), check it with the shared schema (the server
 * applies the same one), one message per field via `fieldErrorsOf`, the API's
 * 400 `errors` mapped to the same fields, focus on the first field in error, and
 * the submitting flag. `useActionForm` (use-action-form.ts) builds on it for the
 * visitor forms that post to their page's route action.
 */
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "#common/form-kit/field-errors";
import { ApiError } from "~/lib/api-client";

export interface ReadOptions {
  /** Checkboxes sent as true/false. */
  booleans?: readonly string[];
  /** Fields with several values (ticked boxes of a group). */
  lists?: readonly string[];
}

/** The form's text fields by name, checkboxes as booleans, groups as lists; files are left out. */
export function readFormValues(form: HTMLFormElement, { booleans = [], lists = [] }: ReadOptions = {}) {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const [name, value] of data) {
    if (typeof value !== "string") continue;
    if (lists.includes(name)) values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  for (const name of booleans) values[name] = data.has(name);
  for (const name of lists) values[name] ??= [];
  return values;
}

/** The per-field messages of the API's 400 answer, if it sent them. */
export function apiFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === "object" ? (errors as FieldErrors) : undefined;
}

/**
 * Field errors and focus. `showErrors` focuses the first field (in page order)
 * that has a message; `focusFirst` replaces that when the controls are not named
 * after their fields (the custom forms' questions).
 */
export function useFieldErrors(initial: FieldErrors = {}, focusFirst?: (errors: FieldErrors) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial);

  const showErrors = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      const form = formRef.current;
      if (focusFirst) return focusFirst(next);
      if (!form) return;
      for (const element of Array.from(form.elements)) {
        const name = (element as HTMLInputElement).name;
        if (name && next[name]) {
          (element as HTMLElement).focus();
          break;
        }
      }
    },
    [focusFirst],
  );

  /** A field's message goes as soon as the visitor changes that field. */
  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const clearErrorOnChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) clearError(name);
    },
    [clearError],
  );

  return { formRef, errors, setErrors, showErrors, clearError, clearErrorOnChange };
}

export function useZodForm(initialErrors: FieldErrors = {}) {
  const fieldErrors = useFieldErrors(initialErrors);
  const { showErrors, setErrors } = fieldErrors;
  const [submitting, setSubmitting] = useState(false);

  /** The checked values, or undefined after showing what is wrong (with `extra` problems found elsewhere). */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown, extra: FieldErrors = {}): z.output<S> | undefined => {
      const parsed = schema.safeParse(values);
      const problems = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...extra };
      if (parsed.success && Object.keys(problems).length === 0) {
        setErrors({});
        return parsed.data;
      }
      showErrors(problems);
      return undefined;
    },
    [showErrors, setErrors],
  );

  /** Shows the API's 400 field errors beside their fields; true when there were some. */
  const showApiErrors = useCallback(
    (error: unknown): boolean => {
      const errors = apiFieldErrors(error);
      if (errors) showErrors(errors);
      return errors !== undefined;
    },
    [showErrors],
  );

  /** Runs a submit with the flag set (button disabled, "Sending..."), whatever happens. */
  const whileSubmitting = useCallback(async (work: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await work();
    } finally {
      setSubmitting(false);
    }
  }, []);

  return { ...fieldErrors, check, showApiErrors, submitting, setSubmitting, whileSubmitting };
}

export type ZodForm = ReturnType<typeof useZodForm>;
