/**
 * One question in the custom form builder: label, answer type, required, options
 * (for dropdowns, multiple choice and checkboxes), with Move up, Move down and
 * Remove buttons, so the order can be changed with the keyboard alone.
 */
import clsx from "clsx";
import { useId } from "react";
import { FIELD_TYPES, type FieldType, hasOptions } from "#common/schemas/forms";
import type { DraftErrors, DraftQuestion } from "~/components/admin/forms/custom-form-draft";
import { CheckboxField, FieldError, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { adminFormsText } from "~/content/admin/forms";

const text = adminFormsText.builder;
const iconButton =
  "inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

/** A labelled, controlled select (the shared SelectField is uncontrolled). */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: adminFormsText.fieldTypes[type] }));

export function BuilderQuestion({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: DraftErrors;
  onChange: (question: DraftQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const headingId = useId();
  const error = (key: string) => errors[`fields.${index}.${key}`];
  const set = (change: Partial<DraftQuestion>) => onChange({ ...question, ...change });
  return (
    <li
      data-question={question.id}
      className={clsx(
        "rounded-xl border bg-white p-4 shadow-sm",
        Object.keys(errors).some((key) => key.startsWith(`fields.${index}.`)) ? "border-red-300" : "border-slate-200",
      )}
    >
      <fieldset aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-sm font-bold text-slate-900">
            {text.question(n)}
          </h3>
          <div className="flex gap-1.5">
            <button
              type="button"
              data-move={`${question.id}-up`}
              onClick={() => onMove(-1)}
              disabled={index === 0}
              aria-label={text.moveUpLabel(n)}
              title={text.moveUp}
              className={iconButton}
            >
              <Icon name="arrow-up" className="size-4" />
            </button>
            <button
              type="button"
              data-move={`${question.id}-down`}
              onClick={() => onMove(1)}
              disabled={index === count - 1}
              aria-label={text.moveDownLabel(n)}
              title={text.moveDown}
              className={iconButton}
            >
              <Icon name="arrow-down" className="size-4" />
            </button>
            <button
              type="button"
              onClick={onRemove}
              aria-label={text.removeLabel(n)}
              title={text.remove}
              className={clsx(iconButton, "hover:border-red-300 hover:bg-red-50 hover:text-red-700")}
            >
              <Icon name="trash" className="size-4" />
            </button>
          </div>
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <TextField
            name={`question-${question.id}-label`}
            label={text.label}
            required
            value={question.label}
            placeholder={text.labelPlaceholder}
            onChange={(event) => set({ label: event.target.value })}
            error={error("label")}
          />
          <LabelledSelect<FieldType>
            label={text.type}
            value={question.type}
            options={typeOptions}
            onChange={(type) => set({ type })}
            error={error("type")}
          />
        </div>
        {hasOptions(question.type) && (
          <TextAreaField
            className="mt-3"
            name={`question-${question.id}-options`}
            label={text.options}
            required
            rows={4}
            value={question.optionsText}
            placeholder={text.optionsPlaceholder}
            onChange={(event) => set({ optionsText: event.target.value })}
            error={error("options")}
          />
        )}
        <CheckboxField
          className="mt-3"
          name={`question-${question.id}-required`}
          label={text.required}
          checked={question.required}
          onChange={(event) => set({ required: event.target.checked })}
        />
      </fieldset>
    </li>
  );
}
