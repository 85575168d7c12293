/**
 * A custom form for visitors (spec 2.23): every question, checked on Submit with
 * the same `checkAnswers` the server runs (spec 5 messages beside each field, focus
 * on the first to correct), then sent. Offline, or when sending fails for a reason
 * that may pass (no signal, timeout, server fault), the response is saved on this
 * device and sent later by the queue, which the visitor sees.
 *
 * The check is built on zod (about 45 KB), so it loads when the visitor first focuses
 * a question, not with the page (decision 037); the service worker keeps it for use
 * offline. Should it fail to load, the answers go as they are and the server's check,
 * the same one, answers for them.
 *
 * Its page has no route action: the form says `method="post"` and its button stays
 * disabled until the page has hydrated, so answers never go out as a GET in the
 * URL, nor anywhere before the script that sends them has arrived (issue 40).
 */
import { type FormEvent, useCallback, useState } from "react";
import { fillPlural } from "#common/fill";
import type { FieldErrors } from "#common/form-kit/field-errors";
import { formMessages } from "#common/messages/forms";
import type { AnswerValue, PublicCustomForm } from "#common/schemas/forms";
import { newClientId, type QueuedResponse } from "~/components/custom-forms/form-response-queue";
import { isOffline, queueResponse, sendResponse } from "~/components/custom-forms/form-response-sync";
import { useFormTicket } from "~/components/form-kit/form-ticket";
import { SentConfirmation } from "~/components/form-kit/sent-confirmation";
import { useLoadOnce } from "~/components/form-kit/use-load-once";
import { useFieldErrors } from "~/components/form-kit/use-zod-form";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { customFormPage } from "~/content/custom-form";
import { textsOf, useMessageText } from "~/i18n/messages";
import { useLocale, useTranslated } from "~/i18n/words";
import type { StashedFiles } from "~/lib/file-stash";
import { controlId, type DraftValue, FormFieldInput } from "./form-field-input";
import { QueuedResponsesNotice } from "./queued-responses-notice";
import { useResponseQueue } from "./use-response-queue";

type Drafts = Record<string, DraftValue>;

/** The catalogue the answers' checks (here and the server's) are keyed in. */
const FORM_CATALOGUE = { formMessages };

/** What the form sends: text as typed, ticked options, and each file described as spec 3 says (plus the files). */
function toAnswers(drafts: Drafts): { answers: Record<string, AnswerValue>; files: StashedFiles } {
  const answers: Record<string, AnswerValue> = {};
  const files: StashedFiles = {};
  for (const [id, value] of Object.entries(drafts)) {
    if (value instanceof File) {
      files[id] = value;
      answers[id] = { name: value.name, size: value.size, type: value.type, lastModified: value.lastModified };
    } else {
      answers[id] = value;
    }
  }
  return { answers, files };
}

export function CustomFormRenderer({ form }: { form: PublicCustomForm }) {
  const text = useTranslated(customFormPage, "customFormPage");
  const messages = useTranslated(formMessages, "formMessages");
  const say = useMessageText(FORM_CATALOGUE);
  const locale = useLocale();
  const toast = useToast();
  const queue = useResponseQueue(form.id);
  const [drafts, setDrafts] = useState<Drafts>({});
  const focusFirst = useCallback(
    (next: FieldErrors) => {
      const first = form.fields.find((field) => next[field.id]);
      if (first) document.getElementById(controlId(form.id, first.id))?.focus();
    },
    [form],
  );
  const { errors, setErrors, showErrors, clearError } = useFieldErrors({}, focusFirst);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const formTicket = useFormTicket();
  const loadCheck = useLoadOnce(() => import("#common/schemas/forms").then((module) => module.checkAnswers));
  // Remounts the inputs on reset, which also clears file inputs (they cannot be set from state).
  const [generation, setGeneration] = useState(0);

  const reset = () => {
    setDrafts({});
    setErrors({});
    setGeneration((g) => g + 1);
  };

  const saveOnDevice = async (entry: QueuedResponse, files: StashedFiles) => {
    if (await queueResponse(entry, files)) {
      reset();
      toast.show(messages.queue.savedOffline, "warning");
    } else {
      toast.show(messages.queue.storageFull, "error");
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSent(false);
    setSubmitting(true);
    const { answers, files } = toAnswers(drafts);
    const check = (await loadCheck())?.(form.fields, answers);
    if (check && Object.keys(check.errors).length > 0) {
      setSubmitting(false);
      showErrors(textsOf(check.errors, say));
      return;
    }
    setErrors({});
    // The id is given once, here: every later re-send of this response carries it.
    const entry = {
      formId: form.id,
      clientId: newClientId(),
      submittedAt: new Date().toISOString(),
      values: check?.values ?? answers,
      formTicket: formTicket || undefined,
      language: locale,
    };
    if (isOffline()) {
      await saveOnDevice(entry, files);
      setSubmitting(false);
      return;
    }
    const result = await sendResponse(entry, files);
    setSubmitting(false);
    if (result.kind === "sent") {
      reset();
      setSent(true);
      toast.show(messages.submit.success, "success");
    } else if (result.kind === "retry") {
      await saveOnDevice(entry, files);
    } else {
      if (result.errors) showErrors(textsOf(result.errors, say));
      toast.show(messages.submit.failed, "error");
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <div className="space-y-6">
      <QueuedResponsesNotice
        waiting={queue.waiting}
        rejected={queue.rejected}
        onSendNow={queue.sendNow}
        onDiscard={queue.discard}
      />
      {sent ? (
        <SentConfirmation
          heading={messages.submit.success}
          next={text.sentNext}
          againLabel={text.sendAnother}
          onAgain={() => setSent(false)}
        />
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadCheck()}
          aria-describedby={`${form.id}-required-note`}
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <p id={`${form.id}-required-note`} className="text-sm text-slate-600">
            {text.requiredNote}
          </p>
          {errorCount > 0 && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
              {fillPlural(text.errorSummary, errorCount, locale)}
            </p>
          )}
          {form.fields.map((field) => (
            <FormFieldInput
              key={`${generation}-${field.id}`}
              formId={form.id}
              field={field}
              value={drafts[field.id] ?? null}
              error={errors[field.id]}
              onChange={(value) => {
                setDrafts((current) => ({ ...current, [field.id]: value }));
                clearError(field.id);
              }}
            />
          ))}
          <button
            type="submit"
            disabled={submitting || !hydrated}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-saffron-400 px-8 py-3 text-base font-bold text-slate-950 shadow-sm transition-colors hover:bg-saffron-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {submitting ? text.submitting : text.submit}
          </button>
        </form>
      )}
    </div>
  );
}
