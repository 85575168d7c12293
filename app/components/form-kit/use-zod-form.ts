/**
 * The form kit's hook (with form-fields.tsx), for any form checked by a zod
 * schema: read the form as it is in the page (FormData, so text typed before the
 * page finished loading counts), check it with the shared schema (the server
 * applies the same one), one message per field via `fieldMessagesOf`, written in
 * the page's language from the catalogues the form names (`useMessageText`), focus
 * on the first field in error, and the submitting flag. `useActionForm`
 * (use-action-form.ts) builds on it for the visitor forms that post to their
 * page's route action.
 */
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, type FieldMessages, fieldMessagesOf } from "#common/form-kit/field-errors";
import { type Catalogues, textsOf, useMessageText } from "~/i18n/messages";

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

const NO_CATALOGUES: Catalogues = {};

/**
 * `catalogues`: the English catalogues the schema's keyed messages come from
 * (`{ contactMessages }`, at module level so it stays one object); none for a
 * schema whose messages are text (the admin area's).
 */
export function useZodForm(initialErrors: FieldErrors = {}, catalogues: Catalogues = NO_CATALOGUES) {
  const fieldErrors = useFieldErrors(initialErrors);
  const { showErrors, setErrors } = fieldErrors;
  const [submitting, setSubmitting] = useState(false);
  const say = useMessageText(catalogues);
  /** Shows keyed messages (or texts) beside their fields, in the page's language. */
  const showMessages = useCallback((messages: FieldMessages) => showErrors(textsOf(messages, say)), [showErrors, say]);

  /** The checked values, or undefined after showing what is wrong (with `extra` problems found elsewhere). */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown, extra: FieldMessages = {}): z.output<S> | undefined => {
      const parsed = schema.safeParse(values);
      const problems = { ...(parsed.success ? {} : fieldMessagesOf(parsed.error)), ...extra };
      if (parsed.success && Object.keys(problems).length === 0) {
        setErrors({});
        return parsed.data;
      }
      showMessages(problems);
      return undefined;
    },
    [showMessages, setErrors],
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

  return { ...fieldErrors, check, showMessages, submitting, setSubmitting, whileSubmitting };
}

export type ZodForm = ReturnType<typeof useZodForm>;
