/**
 * A password field with a Show/Hide button (issue 23: in Settings a mistyped new
 * password could not be checked). Its own module: only the admin area loads it.
 */
import clsx from "clsx";
import { type InputHTMLAttributes, useState } from "react";
import { controlClass, controlProps, Field, type FieldBase } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { adminText } from "~/content/admin/shell";

export function PasswordField({
  name,
  label,
  error,
  hint,
  required,
  className,
  ...rest
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">) {
  const [shown, setShown] = useState(false);
  const iconName = shown ? "eye-off" : "eye";
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(ids) => (
        <div className="relative mt-1.5">
          <input
            {...controlProps(ids, name, required, error)}
            type={shown ? "text" : "password"}
            autoCapitalize="none"
            spellCheck={false}
            className={clsx(controlClass(Boolean(error)), "pr-12")}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setShown(!shown)}
            aria-pressed={shown}
            aria-label={adminText.login.showPassword}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800"
          >
            <Icon name={iconName} className="size-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
