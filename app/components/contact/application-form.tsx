/**
 * The volunteer/internship application (spec 2.18, 3, 5, 8): multipart POST to
 * /api/applications with the resume for internships only. Submit stays disabled
 * until an area of interest is ticked and while submitting; success clears the
 * form and sets the type back to volunteer; failure keeps everything typed.
 */
import clsx from "clsx";
import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { messageFormText } from "~/content/message-form";
import { volunteerInternship } from "~/content/volunteer-internship";
import { apiRequest } from "~/lib/api-client";
import { applicationMessages as messages } from "../../../common/messages/contact.ts";
import { optionLabels } from "../../../common/messages/visitor-labels.ts";
import {
  APPLICATION_LIMITS,
  type ApplicationType,
  AVAILABILITY_OPTIONS,
  applicationRequest,
  EDUCATION_OPTIONS,
  INTEREST_AREAS,
  MAX_AGE,
  MIN_AGE,
  RESUME_EXTENSIONS,
  resumeProblem,
} from "../../../common/schemas/applications.ts";
import { HONEYPOT_FIELD } from "../../../common/schemas/contact.ts";
import { FieldError, HoneypotField, SelectField, TextAreaField, TextField } from "./form-fields";
import { PersonFields } from "./person-fields";
import { SubmitButton } from "./submit-button";
import { readFormValues, serverFieldErrors, useVisitorForm } from "./use-visitor-form";

/** A 5 MB resume over a slow mobile connection takes a while. */
const UPLOAD_TIMEOUT_MS = 180_000;
const text = volunteerInternship.form;
const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");

const educationOptions = EDUCATION_OPTIONS.map((value) => ({ value, label: optionLabels.education[value] }));
const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: optionLabels.availability[value] }));

const tickedInterests = (form: HTMLFormElement | null) =>
  form ? form.querySelectorAll('input[name="interests"]:checked').length : 0;

function InterestGroup({ error, onToggle }: { error?: string; onToggle: () => void }) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold text-slate-800">
        {text.interests}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          {messageFormText.requiredMark}
        </span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
        {text.interestsHint}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {INTEREST_AREAS.map((area) => (
          <label
            key={area}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name="interests"
              value={area}
              onChange={onToggle}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {area}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

type Status = { kind: "success" | "error"; message: string } | null;

function StatusMessage({ status }: { status: Status }) {
  // Always in the page, so screen readers announce what appears in it.
  return (
    <div role="status" aria-live="polite">
      {status && (
        <p
          className={clsx(
            "flex items-start gap-2 rounded-xl border p-4 text-sm font-medium",
            status.kind === "success"
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : "border-red-200 bg-red-50 text-red-900",
          )}
        >
          {status.kind === "success" ? (
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <XCircle aria-hidden="true" className="size-5 shrink-0" />
          )}
          {status.message}
        </p>
      )}
    </div>
  );
}

export function ApplicationForm({ type, onSubmitted }: { type: ApplicationType; onSubmitted: () => void }) {
  const form = useVisitorForm();
  const [interestCount, setInterestCount] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const { formRef } = form;

  // Boxes ticked before the page's script arrived count too.
  useEffect(() => setInterestCount(tickedInterests(formRef.current)), [formRef]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setStatus(null);
    const body = new FormData(element);
    const resume = body.get("resume");
    const hasResume = type === "internship" && resume instanceof File && resume.size > 0;
    if (!hasResume) body.delete("resume");
    const values = readFormValues(element, { lists: ["interests"] });
    const resumeError = hasResume ? resumeProblem(resume) : undefined;
    if (!form.check(applicationRequest, values, resumeError ? { resume: resumeError } : {})) return;
    await form.whileSubmitting(async () => {
      try {
        await apiRequest("/applications", { method: "POST", body, timeoutMs: UPLOAD_TIMEOUT_MS });
        element.reset();
        setInterestCount(0);
        onSubmitted();
        setStatus({ kind: "success", message: messages.success });
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) form.showErrors(fieldErrors);
        setStatus({ kind: "error", message: messages.failure });
      }
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={form.clearErrorOnChange}
      aria-busy={form.submitting}
      className="space-y-6"
    >
      <input type="hidden" name="type" value={type} />
      <p className="text-sm text-slate-500">{messageFormText.requiredNote}</p>
      <PersonFields errors={form.errors} phoneRequired />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="age"
          type="number"
          label={text.age}
          required
          min={MIN_AGE}
          max={MAX_AGE}
          inputMode="numeric"
          error={form.errors.age}
        />
        <SelectField
          name="availability"
          label={text.availability}
          required
          placeholder={text.availabilityPlaceholder}
          options={availabilityOptions}
          error={form.errors.availability}
        />
        <SelectField
          name="education"
          label={text.education}
          placeholder={text.educationPlaceholder}
          options={educationOptions}
          error={form.errors.education}
        />
        <TextField
          name="address"
          label={text.address}
          autoComplete="street-address"
          maxLength={APPLICATION_LIMITS.address}
          error={form.errors.address}
        />
      </div>
      <TextAreaField
        name="experience"
        label={text.experience}
        rows={3}
        maxLength={APPLICATION_LIMITS.experience}
        placeholder={text.experiencePlaceholder}
        error={form.errors.experience}
      />
      <InterestGroup
        error={form.errors.interests}
        onToggle={() => setInterestCount(tickedInterests(formRef.current))}
      />
      <TextAreaField
        name="motivation"
        label={text.motivation}
        required
        rows={4}
        maxLength={APPLICATION_LIMITS.motivation}
        placeholder={text.motivationPlaceholder}
        error={form.errors.motivation}
      />
      {type === "internship" && (
        <TextField
          name="resume"
          type="file"
          label={text.resume}
          accept={RESUME_ACCEPT}
          hint={text.resumeHint}
          error={form.errors.resume}
          className="[&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-lg [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800"
        />
      )}
      <HoneypotField name={HONEYPOT_FIELD} />
      <StatusMessage status={status} />
      <SubmitButton
        label={text.submit}
        busyLabel={messages.submitting}
        busy={form.submitting}
        disabled={!form.hydrated || interestCount === 0}
      />
    </form>
  );
}
