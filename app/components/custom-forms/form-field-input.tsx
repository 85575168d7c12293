/**
 * One question of a custom form, of any of the nine types (spec 3): a visible label
 * (a legend for option groups), the required mark, a hint where useful, and the
 * error tied to the control with aria-describedby and aria-invalid.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { fill } from "#common/fill";
import { ANSWER_FILE_ACCEPT, MAX_FILE_MB } from "#common/form-kit/custom-form-limits";
import type { FormField } from "#common/schemas/forms";
import { controlClass, FieldError } from "~/components/form-kit/control";
import { customFormPage } from "~/content/custom-form";
import { useTranslated } from "~/i18n/words";

export type DraftValue = string | string[] | File | null;

/** The element id of a question's first control: focused when its answer needs correcting. */
export const controlId = (formId: string, fieldId: string) => `f-${formId}-${fieldId}`;

function RequiredMark() {
  const text = useTranslated(customFormPage, "customFormPage");
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600">
        *
      </span>
      <span className="sr-only"> ({text.requiredMark})</span>
    </>
  );
}

export function FormFieldInput({
  formId,
  field,
  value,
  error,
  onChange,
}: {
  formId: string;
  field: FormField;
  value: DraftValue;
  error?: string;
  onChange: (value: DraftValue) => void;
}) {
  const text = useTranslated(customFormPage, "customFormPage");
  const id = controlId(formId, field.id);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(error);
  const hint = field.type === "file" ? fill(text.fileHint, { maxMb: MAX_FILE_MB }) : undefined;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  // Not on radio buttons (where ARIA does not allow it): their group's legend says "required".
  const required = { "aria-required": field.required || undefined };

  if (field.type === "radio" || field.type === "checkbox") {
    const ticked = Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
        <legend className="text-sm font-semibold text-slate-900">
          {field.label}
          {field.required && <RequiredMark />}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(field.options ?? []).map((option, index) => {
            const checked = ticked.includes(option);
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <label
                key={option}
                htmlFor={optionId}
                className={clsx(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-slate-800",
                  checked ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white hover:bg-slate-50",
                )}
              >
                <input
                  {...common}
                  id={optionId}
                  type={field.type}
                  value={option}
                  checked={checked}
                  onChange={(event) => {
                    if (field.type === "radio") onChange(option);
                    else onChange(event.target.checked ? [...ticked, option] : ticked.filter((t) => t !== option));
                  }}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span>{option}</span>
              </label>
            );
          })}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  }

  let control: ReactNode;
  const textValue = typeof value === "string" ? value : "";
  switch (field.type) {
    case "textarea":
      control = (
        <textarea
          {...common}
          {...required}
          rows={5}
          value={textValue}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass(invalid)}
        />
      );
      break;
    case "select":
      control = (
        <select
          {...common}
          {...required}
          value={textValue}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass(invalid)}
        >
          <option value="">{text.chooseOption}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case "file":
      control = (
        <>
          <input
            {...common}
            {...required}
            type="file"
            accept={ANSWER_FILE_ACCEPT}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className={clsx(
              controlClass(invalid),
              "file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800",
            )}
          />
          {value instanceof File && (
            <p className="mt-1 text-sm text-slate-600">
              {fill(text.chosenFile, {
                name: value.name,
                // As a string: sizes are written as they are (1234 KB), not grouped.
                kb: String(Math.max(1, Math.round(value.size / 1024))),
              })}
            </p>
          )}
        </>
      );
      break;
    default: {
      const kinds = {
        text: { type: "text", autoComplete: undefined, inputMode: undefined },
        email: { type: "email", autoComplete: "email", inputMode: "email" },
        phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
        date: { type: "date", autoComplete: undefined, inputMode: undefined },
      } as const;
      const kind = kinds[field.type];
      control = (
        <input
          {...common}
          {...required}
          type={kind.type}
          autoComplete={kind.autoComplete}
          inputMode={kind.inputMode}
          value={textValue}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass(invalid)}
        />
      );
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      <div className="mt-1.5">{control}</div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
