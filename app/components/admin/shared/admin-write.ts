/**
 * Every write the admin makes goes through `adminWrite`: it runs the API call,
 * raises the specified success or failure toast, and hands back what happened
 * (field errors included) so a form can show them beside its fields. Route
 * actions return its result; React Router then reloads the screen's data.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import { ApiError } from "~/lib/api-client";
import { notify } from "./admin-notify";

export type WriteResult<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; message: string; status?: number; errors?: Record<string, string> };

export interface WriteMessages<T> {
  /** The success toast; omitted when the API's own `message` should be shown, or none. */
  success?: string | ((value: T) => string | undefined);
  /** The failure toast, given the error's message. */
  failure: (message: string) => string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function adminWrite<T>(work: () => Promise<T>, messages: WriteMessages<T>): Promise<WriteResult<T>> {
  try {
    const value = await work();
    const success = typeof messages.success === "function" ? messages.success(value) : messages.success;
    if (success) notify(success, "success");
    return { ok: true, value };
  } catch (error) {
    const message = errorMessage(error);
    notify(messages.failure(message), "error");
    if (!(error instanceof ApiError)) return { ok: false, message };
    const errors = (error.body as { errors?: Record<string, string> } | null)?.errors;
    return { ok: false, message, status: error.status, errors };
  }
}

/** The JSON body a route action was sent with (`useSubmit`/`fetcher.submit` with `encType: "application/json"`). */
export async function actionBody<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * Sends `body` to the current route's `clientAction` as JSON, without leaving the
 * page (a fetcher); React Router reloads the screen's data once it has answered.
 */
export function useRouteAction<T extends Record<string, string | number | boolean | null>>() {
  const submit = useSubmit();
  return useCallback(
    (body: T) => submit(body, { method: "post", encType: "application/json", navigate: false }),
    [submit],
  );
}

/**
 * For a form that must know how its save went (to show field errors, close, move
 * on): `send(intent)` posts it as JSON to the current route's `clientAction`
 * without leaving the page; `onAnswer` runs once with each answer (what the action
 * returns: `adminWrite`'s result, unless said otherwise); `busy` while on its way.
 */
export function useRouteWrite<I, R extends object = WriteResult>(onAnswer: (result: R) => void) {
  const fetcher = useFetcher();
  // A client action's answer is handed over as it was returned (no serialisation).
  const data = fetcher.data as R | undefined;
  const handled = useRef<R | undefined>(undefined);
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    latest.current(data);
  }, [fetcher.state, data]);
  const { submit } = fetcher;
  const send = useCallback(
    // Through JSON and back: the intent becomes plain data (dates as strings) for the action.
    (intent: I) => void submit(JSON.parse(JSON.stringify(intent)), { method: "post", encType: "application/json" }),
    [submit],
  );
  return { send, busy: fetcher.state !== "idle" };
}

/**
 * A form of text fields saved through the route's action: its draft, each field's
 * error (cleared as the field changes), `set(field)` for a field's onChange, and
 * `submit(toIntent)` for the form's onSubmit. A save that worked starts a new blank
 * draft and hands its value to `onSaved`; one refused shows its field errors.
 */
export function useDraftForm<D extends Record<string, string>, I, V = unknown>(
  blank: () => D,
  onSaved?: (value: V) => void,
) {
  const [draft, setDraft] = useState<D>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useRouteWrite<I, WriteResult<V>>((result) => {
    if (!result.ok) return setErrors(result.errors ?? {});
    setDraft(blank());
    setErrors({});
    onSaved?.(result.value);
  });
  const set = (field: keyof D) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };
  const submit = (toIntent: (draft: D) => I) => (event: FormEvent) => {
    event.preventDefault();
    write.send(toIntent(draft));
  };
  return { draft, errors, set, submit, busy: write.busy };
}
