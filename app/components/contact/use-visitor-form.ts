/**
 * The plumbing the visitor forms share: read the form as it is in the page
 * (FormData, so text typed before the page finished loading counts), check it
 * with the shared zod schema (the API applies the same one), show one message per
 * field and move focus to the first field in error, and the submitting flag.
 */
import { type FormEvent, useCallback, useRef, useState, useSyncExternalStore } from "react";
import type { z } from "zod";
import { ApiError } from "~/lib/api-client";
import { type FieldErrors, fieldErrorsOf } from "../../../common/schemas/field-errors.ts";

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

/** The per-field messages of a 400 answer, if the server sent them. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === "object" ? (errors as FieldErrors) : undefined;
}

const noSubscription = () => () => {};
/** False while the server-rendered page waits for its script; true once it can handle a submit. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useVisitorForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  /** Shows the messages and focuses the first field (in page order) that has one. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && next[name]) {
        (element as HTMLElement).focus();
        break;
      }
    }
  }, []);

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
    [showErrors],
  );

  /** A field's message goes as soon as the visitor changes that field. */
  const clearErrorOnChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Runs a submit with the flag set (button disabled, "Sending..."), whatever happens. */
  const whileSubmitting = useCallback(async (work: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await work();
    } finally {
      setSubmitting(false);
    }
  }, []);

  return { formRef, errors, setErrors, showErrors, check, clearErrorOnChange, submitting, whileSubmitting, hydrated };
}
