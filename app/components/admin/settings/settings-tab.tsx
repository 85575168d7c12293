/** Settings: change the admin password (current password required, 12+ characters). */
import { type FormEvent, useId, useState } from "react";
import { changePasswordRequest } from "#common/schemas/auth";
import { adminWrite } from "~/components/admin/shared/admin-write";
import { adminText } from "~/content/admin";
import { apiRequest } from "~/lib/api-client";

const text = adminText.settings;
type Field = "currentPassword" | "newPassword" | "repeat";

export function SettingsTab() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", repeat: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const baseId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordRequest.safeParse(values);
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (values.newPassword !== values.repeat) next.repeat = text.mismatch;
    setErrors(next);
    if (!parsed.success || next.repeat) return;
    setSaving(true);
    const result = await adminWrite(
      () => apiRequest<{ message: string }>("/auth/password", { method: "PUT", body: parsed.data }),
      { success: (answer) => answer.message, failure: (message) => message },
    );
    setSaving(false);
    if (result.ok) setValues({ currentPassword: "", newPassword: "", repeat: "" });
    else if (result.errors) setErrors(result.errors);
  }

  const field = (name: Field, label: string, autoComplete: string) => {
    const id = `${baseId}-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none sm:text-sm"
        />
        {errors[name] && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${baseId}-heading`} className="text-lg font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
        {field("currentPassword", text.current, "current-password")}
        {field("newPassword", text.next, "new-password")}
        {field("repeat", text.confirm, "new-password")}
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}
