/**
 * A visitor form that posts to its page's route action (app/lib/visitor-actions.server.ts).
 * Before the page's script has arrived, or without JavaScript, the browser sends
 * it as a plain POST and the page comes back with the outcome (`sent`), the
 * field errors and what was typed. With JavaScript the form is checked here with
 * the shared schema first, then sent in the background (no reload), and `onDone`
 * gets the outcome (the toast, clearing the form).
 */
import { type FormEvent, useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import type { FieldMessages } from "#common/form-kit/field-errors";
import type { FormOutcome } from "#common/form-kit/outcome";
import type { Catalogues } from "~/i18n/messages";
import { useLoadOnce } from "../form-kit/use-load-once";
import { useZodForm } from "../form-kit/use-zod-form";

export interface ActionFormOptions<S extends z.ZodType> {
  /** The shared schema, or a loader for it (loaded on the form's first focus). */
  schema: S | (() => Promise<S>);
  /** The English catalogues its messages are keyed in (`{ contactMessages }`, one object at module level). */
  catalogues: Catalogues;
  /** The values the schema checks, read from the form element. */
  read: (form: HTMLFormElement) => unknown;
  /** Problems the schema cannot see (a resume's type and size). */
  extraProblems?: (form: HTMLFormElement) => FieldMessages;
  /** What to send: the form's own data unless a form leaves something out. */
  body?: (form: HTMLFormElement) => FormData;
  multipart?: boolean;
  onDone: (outcome: FormOutcome, form: HTMLFormElement) => void;
}

export function useActionForm<S extends z.ZodType>(options: ActionFormOptions<S>) {
  const sent = useActionData<FormOutcome>();
  // What the route action answered is in the page's language already.
  const form = useZodForm(sent && !sent.ok ? (sent.errors ?? {}) : {}, options.catalogues);
  const fetcher = useFetcher<FormOutcome>();
  const latest = useRef(options);
  latest.current = options;
  const handled = useRef<FormOutcome | undefined>(undefined);
  const { formRef, showErrors } = form;

  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== "idle" || !outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (!outcome.ok && outcome.errors) showErrors(outcome.errors);
    if (formRef.current) latest.current.onDone(outcome, formRef.current);
  }, [fetcher.state, fetcher.data, showErrors, formRef]);

  const loadLazySchema = useLoadOnce(() => (latest.current.schema as () => Promise<S>)());
  /** The schema, loading it once if it was given as a loader; undefined if it could not be loaded. */
  const loadSchema = () => {
    const { schema } = latest.current;
    return typeof schema === "function" ? loadLazySchema() : Promise.resolve(schema);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const { read, extraProblems, body, multipart } = latest.current;
    const schema = await loadSchema();
    const extra = extraProblems?.(element) ?? {};
    if (schema ? !form.check(schema, read(element), extra) : Object.keys(extra).length > 0) {
      if (!schema) form.showMessages(extra);
      return;
    }
    fetcher.submit(body ? body(element) : element, {
      method: "post",
      encType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
    });
  };

  return {
    ...form,
    onSubmit,
    /** For the form's onFocus: starts loading a lazily given schema before it is needed. */
    preload: () => void loadSchema(),
    submitting: fetcher.state !== "idle",
    /** The outcome of a plain POST (no JavaScript yet): shown in the page. */
    sent,
    /** What was typed in a refused plain POST, for the fields' starting values. */
    sentValues: sent && !sent.ok ? sent.values : undefined,
  };
}

export type ActionForm = ReturnType<typeof useActionForm>;
