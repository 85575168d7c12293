/**
 * The volunteer/internship application (spec 2.18, 3, 5, 8), and a job's (issue 41):
 * multipart POST to the page's route action with the resume for internships and
 * jobs only (a plain POST before the script has arrived). The opening applied for
 * is chosen in the form, or already chosen by the Apply button that opened it, and
 * the confirmation names it. Submit is disabled only while submitting: with no
 * area of interest ticked it says so beside the areas (issue 23: a button that did
 * nothing said nothing). Success puts a lasting confirmation in the form's place and
 * sets the type back to volunteer; failure keeps everything typed.
 */
import { type FormEvent, useContext, useEffect, useId, useState } from "react";
import { fill } from "#common/fill";
import type { FieldErrors, FieldMessages } from "#common/form-kit/field-errors";
import { contactMessages, applicationMessages as messages } from "#common/messages/contact";
import { optionLabels as englishOptionLabels } from "#common/messages/visitor-labels";
import {
  ADULT_AGE,
  APPLICATION_LIMITS,
  type ApplicationType,
  AVAILABILITY_OPTIONS,
  EDUCATION_OPTIONS,
  GUARDIAN_CONFIRM_DAYS,
  HONEYPOT_FIELD,
  INTEREST_AREAS,
  MAX_AGE,
  MIN_AGE,
  RESUME_EXTENSIONS,
  RESUME_TYPES,
  resumeProblem,
} from "#common/visitor-form-fields";
import { useActionForm } from "~/components/contact-forms/use-action-form";
import {
  FieldError,
  FormValues,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
  useSentTicked,
} from "~/components/form-kit/form-fields";
import { FormStatus, type FormStatusValue } from "~/components/form-kit/form-status";
import { SentConfirmation, useSentConfirmation } from "~/components/form-kit/sent-confirmation";
import { SubmitButton } from "~/components/form-kit/submit-button";
import { readFormValues } from "~/components/form-kit/use-zod-form";
import { useToast } from "~/components/ui/toast";
import { useMessageFormText } from "~/components/ui/use-message-form-text";
import { volunteerInternship } from "~/content/volunteer-internship";
import { useLocale, useTranslated } from "~/i18n/words";
import type { Position } from "~/lib/positions";
import { PersonFields } from "./person-fields";

const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");
/** The catalogues the application's checks are keyed in (its schema uses the contact forms' fields). */
const CATALOGUES = { contactMessages, applicationMessages: messages };

/** The option labels in the page's language; the values sent stay the English ids (and, for the areas, words). */
const useOptionLabels = () => useTranslated(englishOptionLabels, "optionLabels");

function InterestBox({ area, error }: { area: (typeof INTEREST_AREAS)[number]; error?: string }) {
  const labels = useOptionLabels();
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        name="interests"
        value={area}
        defaultChecked={useSentTicked("interests", area)}
        aria-invalid={error ? true : undefined}
        className="size-5 shrink-0 accent-brand-700"
      />
      {labels.interestArea[area]}
    </label>
  );
}

function InterestGroup({ error }: { error?: string }) {
  const id = useId();
  const messageFormText = useMessageFormText();
  const text = useTranslated(volunteerInternship, "volunteerInternship").form;
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
          <InterestBox key={area} area={area} error={error} />
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** An age typed that is a child's (16 or 17: younger is refused), whose parent or guardian must consent. */
const isMinorAge = (age: string) => {
  const years = Number(age);
  return Number.isInteger(years) && years >= MIN_AGE && years < ADULT_AGE;
};

/**
 * The parent's or guardian's name and e-mail address (issue 42), shown once the age
 * typed is 16 or 17, or when a form sent without JavaScript came back asking for them.
 */
function GuardianFields({ errors }: { errors: FieldErrors }) {
  const text = useTranslated(volunteerInternship, "volunteerInternship").form;
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{text.guardianLegend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {text.guardianHint}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="guardianName"
          label={text.guardianName}
          required
          autoComplete="off"
          error={errors.guardianName}
        />
        <TextField
          name="guardianEmail"
          type="email"
          inputMode="email"
          label={text.guardianEmail}
          required
          autoComplete="off"
          error={errors.guardianEmail}
        />
      </div>
    </fieldset>
  );
}

/** What is sent: the form's data, without the resume unless an internship has one. */
function applicationBody(element: HTMLFormElement, type: ApplicationType): FormData {
  const body = new FormData(element);
  const resume = body.get("resume");
  if (!(RESUME_TYPES.includes(type) && resume instanceof File && resume.size > 0)) body.delete("resume");
  return body;
}

function resumeProblems(element: HTMLFormElement, type: ApplicationType): FieldMessages {
  const resume = applicationBody(element, type).get("resume");
  const problem = resume instanceof File ? resumeProblem(resume) : undefined;
  return problem ? { resume: problem } : {};
}

/** The openings of the type shown; one chosen by an Apply button (`position`) is selected. */
function PositionField({
  type,
  position,
  positions,
  error,
}: {
  type: ApplicationType;
  position: string;
  positions: Position[];
  error?: string;
}) {
  const text = useTranslated(volunteerInternship, "volunteerInternship").form;
  const chosen = positions.some((p) => p.id === position) ? position : undefined;
  return (
    <SelectField
      // A new type draws its own list, with its own choice.
      key={`${type}:${chosen ?? ""}`}
      name="position"
      label={text.position}
      placeholder={text.positionPlaceholder[type]}
      options={positions.map((p) => ({ value: p.id, label: p.title }))}
      {...(chosen && { defaultValue: chosen })}
      error={error}
    />
  );
}

export function ApplicationForm({
  type,
  position,
  positions,
  onSubmitted,
}: {
  type: ApplicationType;
  /** The opening already chosen (an Apply button's `?position=`), or "". */
  position: string;
  /** The openings of each type: the page's volunteer roles and internships, the jobs listed today. */
  positions: Record<ApplicationType, Position[]>;
  onSubmitted: () => void;
}) {
  const messageFormText = useMessageFormText();
  const text = useTranslated(volunteerInternship, "volunteerInternship").form;
  const locale = useLocale();
  // The title of the opening the last application was sent for, for the confirmation.
  const [sentFor, setSentFor] = useState("");
  // The age typed (a form that came back from the server starts with the one it sent).
  const sentAge = useContext(FormValues)?.age;
  const [age, setAge] = useState(typeof sentAge === "string" ? sentAge : "");
  // The last application went to a parent or guardian first.
  const [sentToGuardian, setSentToGuardian] = useState(false);
  const labels = useOptionLabels();
  // In the page's language: the server draws a form posted before the scripts with these.
  const words = useTranslated(messages, "applicationMessages");
  const educationOptions = EDUCATION_OPTIONS.map((value) => ({ value, label: labels.education[value] }));
  const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: labels.availability[value] }));
  const toast = useToast();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const confirmation = useSentConfirmation();
  const form = useActionForm({
    schema: () => import("#common/schemas/applications").then((schemas) => schemas.applicationRequest),
    catalogues: CATALOGUES,
    read: (element) => readFormValues(element, { lists: ["interests"] }),
    extraProblems: (element) => resumeProblems(element, type),
    body: (element) => applicationBody(element, type),
    multipart: true,
    onDone(outcome, element) {
      if (outcome.ok) {
        const chosen = new FormData(element).get("position");
        setSentFor(positions[type].find((p) => p.id === chosen)?.title ?? "");
        const minor = isMinorAge(String(new FormData(element).get("age") ?? ""));
        setSentToGuardian(minor);
        element.reset();
        setAge("");
        onSubmitted();
        confirmation.markSent();
        toast.show(minor ? guardianAsked : words.success, "success");
      } else {
        setStatus({ kind: "error", message: words.failure });
      }
    },
  });
  const { formRef, sent } = form;
  // An age typed into the server's form before this code arrived (application-block.tsx
  // loads it as the visitor nears it) asks for a parent's consent as one typed now would.
  useEffect(() => {
    const typed = formRef.current?.elements.namedItem("age");
    if (typed instanceof HTMLInputElement && typed.value) setAge(typed.value);
  }, [formRef]);
  const guardianAsked = fill(words.guardianAsked, { days: GUARDIAN_CONFIRM_DAYS });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setStatus(null);
    form.onSubmit(event);
  };
  // A plain POST (no JavaScript yet) comes back with its outcome in the page.
  if (confirmation.isShown(sent?.ok === true)) {
    // Without JavaScript the server's answer (in the page's language) says which: the parent was asked, or the team has it.
    const toGuardian = sentToGuardian || sent?.message === guardianAsked;
    if (toGuardian) {
      return (
        <SentConfirmation
          heading={guardianAsked}
          next={text.guardianNext}
          againLabel={text.sendAnother}
          onAgain={confirmation.showFormAgain}
        />
      );
    }
    return (
      <SentConfirmation
        heading={words.success}
        next={sentFor ? `${fill(text.sentFor, { position: sentFor })} ${text.sentNext}` : text.sentNext}
        againLabel={text.sendAnother}
        onAgain={confirmation.showFormAgain}
      />
    );
  }
  const shown = status ?? (sent && !sent.ok ? ({ kind: "error", message: words.failure } as const) : null);

  return (
    <FormValues.Provider value={form.sentValues}>
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onFocus={form.preload}
        onChange={form.clearErrorOnChange}
        aria-busy={form.submitting}
        className="space-y-6"
      >
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="language" value={locale} />
        <p className="text-sm text-slate-500">{messageFormText.requiredNote}</p>
        <PositionField type={type} position={position} positions={positions[type]} error={form.errors.position} />
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
            onChange={(event) => setAge(event.target.value)}
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
            // One line of address: "street-address" is for multi-line fields only.
            autoComplete="address-line1"
            maxLength={APPLICATION_LIMITS.address}
            error={form.errors.address}
          />
        </div>
        {(isMinorAge(age) || form.errors.guardianName || form.errors.guardianEmail) && (
          <GuardianFields errors={form.errors} />
        )}
        <TextAreaField
          name="experience"
          label={text.experience}
          rows={3}
          maxLength={APPLICATION_LIMITS.experience}
          placeholder={text.experiencePlaceholder}
          error={form.errors.experience}
        />
        <InterestGroup error={form.errors.interests} />
        <TextAreaField
          name="motivation"
          label={text.motivation}
          required
          rows={4}
          maxLength={APPLICATION_LIMITS.motivation}
          placeholder={text.motivationPlaceholder}
          error={form.errors.motivation}
        />
        {RESUME_TYPES.includes(type) && (
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
        <FormStatus status={shown} />
        <SubmitButton label={text.submit} busyLabel={words.submitting} busy={form.submitting} />
      </form>
    </FormValues.Provider>
  );
}
