/**
 * The form kit's fields (with use-zod-form.ts): each has a visible label, an
 * optional hint, and its error tied to it (aria-invalid, aria-describedby), in
 * one control style. The inputs are uncontrolled, so whatever a visitor typed
 * before the page finished loading is kept and sent (forms are read with FormData
 * on submit). Inside a `FormValues` provider a field starts from the value sent
 * last (a form refused by the server, shown again without JavaScript).
 */
import clsx from "clsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { createContext, useContext, useId } from "react";
import { FORM_TICKET_FIELD } from "#common/form-kit/form-ticket";
import { useFormTicket } from "~/components/form-kit/form-ticket";
import { useMessageFormText } from "../ui/use-message-form-text";
import { controlClass, FieldError } from "./control";

export { controlClass, FieldError };

export interface FieldBase {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** What was sent last, by field name: the starting values of the fields inside. */
export const FormValues = createContext<Record<string, string | string[]> | undefined>(undefined);

function useSentValue(name: string): string | undefined {
  const value = useContext(FormValues)?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** True when `value` was among the values sent last for the checkbox group or box `name`. */
export function useSentTicked(name: string, value: string): boolean | undefined {
  const sent = useContext(FormValues);
  if (!sent) return undefined;
  const values = sent[name];
  return Array.isArray(values) ? values.includes(value) : values === value;
}

/** What every control gets: its id and name, required, and the ties to its hint and error. */
export const controlProps = (
  ids: { id: string; describedBy?: string },
  name: string,
  required: boolean | undefined,
  error?: string,
) => ({
  id: ids.id,
  name,
  required,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": ids.describedBy,
});

export function RequiredMark() {
  const text = useMessageFormText();
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      {text.requiredMark}
    </span>
  );
}

/** Label, control, hint and error, with the ids that tie them together. */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: Omit<FieldBase, "name"> & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const text = useMessageFormText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : <span className="ml-1 font-normal text-slate-500">{text.optional}</span>}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's props split in two: the frame (label, hint, error, required, class)
 * and the control's own attributes, plus what every control gets (`control(ids)`)
 * and the value sent last.
 */
function useFieldParts<P extends FieldBase>({ name, label, error, hint, required, className, ...rest }: P) {
  const sent = useSentValue(name);
  const frame = { label, error, hint, required, className };
  const control = (ids: { id: string; describedBy?: string }) => controlProps(ids, name, required, error);
  return { frame, control, sent, rest, invalid: Boolean(error) };
}

export function TextField(props: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { frame, control, sent, rest, invalid } = useFieldParts(props);
  return (
    <Field {...frame}>
      {(ids) => (
        <input
          {...control(ids)}
          defaultValue={rest.type === "file" ? undefined : sent}
          className={clsx(controlClass(invalid), "mt-1.5")}
          {...rest}
        />
      )}
    </Field>
  );
}

export function TextAreaField(props: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const { frame, control, sent, rest, invalid } = useFieldParts(props);
  return (
    <Field {...frame}>
      {(ids) => (
        <textarea
          {...control(ids)}
          defaultValue={sent}
          className={clsx(controlClass(invalid), "mt-1.5 resize-y")}
          {...rest}
        />
      )}
    </Field>
  );
}

/**
 * A select; with `value` and `onChange` a controlled one (the admin's forms). Without
 * a `placeholder` there is no empty first option: one of `options` is always chosen.
 */
export function SelectField(
  props: FieldBase & {
    placeholder?: string;
    options: readonly { value: string; label: string }[];
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">,
) {
  const { frame, control, sent, rest, invalid } = useFieldParts(props);
  const { placeholder, options, ...select } = rest;
  return (
    <Field {...frame}>
      {(ids) => (
        <select
          {...control(ids)}
          defaultValue={select.value === undefined ? (sent ?? "") : undefined}
          className={clsx(controlClass(invalid), "mt-1.5")}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A single checkbox with its label beside it (updates, consent). */
export function CheckboxField({
  name,
  label,
  error,
  required,
  className,
  ...input
}: Omit<FieldBase, "hint" | "label"> & {
  /** Words, or words with a link in them (the consent line links the privacy notice). */
  label: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">) {
  const id = useId();
  const ticked = useSentTicked(name, String(input.value ?? "on"));
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={ticked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...input}
        />
        {/* At least 44 px tall: with the box, the words are what a finger taps. */}
        <label htmlFor={id} className="min-h-11 flex-1 text-sm leading-snug text-slate-700">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The field people are told to leave empty: visually hidden, out of the tab
 * order, never autofilled. Bots that fill every input fill it too. Beside it, the
 * hidden form ticket of the minimum-time check (a form sent within a second or two
 * of appearing is a bot's).
 */
export function HoneypotField({ name }: { name: string }) {
  const text = useMessageFormText();
  const id = useId();
  const ticket = useFormTicket();
  return (
    <div className="sr-only">
      <label htmlFor={id}>{text.honeypot}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name={FORM_TICKET_FIELD} value={ticket} />
    </div>
  );
}
