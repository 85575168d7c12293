/**
 * Settings: the name new posts show as their author, and the password change
 * (current password required, 12+ characters). Each is checked with the API's own
 * schema, then saved through the route's action (routes/admin/settings.tsx). Below
 * them, how long visitors' details are kept (the nightly deletion, issue 42).
 */
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import {
  type AuthorNameRequest,
  authorNameRequest,
  type ChangePasswordRequest,
  changePasswordRequest,
  type SessionView,
} from "#common/schemas/auth";
import type { TwoStepStatusView } from "#common/schemas/two-step";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { useRouteWrite } from "~/components/admin/shared/admin-write";
import { useDashboardData, useMay } from "~/components/admin/shared/dashboard-data";
import { PasswordField } from "~/components/admin/shared/password-field";
import { type TwoStepIntent, TwoStepPanel } from "~/components/admin/two-step/two-step-panel";
import { TextField } from "~/components/form-kit/form-fields";
import { useZodForm } from "~/components/form-kit/use-zod-form";
import { adminText } from "~/content/admin/shell";
import { sessionsText } from "~/content/admin/staff";
import { twoStepText } from "~/content/admin/two-step";
import { type RetentionLoad, RetentionOverview, useRetentionIntro } from "./retention-overview";
import { SessionsPanel } from "./sessions-panel";

/** What the Settings forms send the route's action. */
export type SettingsIntent =
  | ({ intent: "authorName" } & AuthorNameRequest)
  | ({ intent: "password" } & ChangePasswordRequest)
  | { intent: "endSession"; id: string }
  | TwoStepIntent;

const text = adminText.settings;
const buttonClass =
  "min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60";

function Panel({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

function AuthorNameForm() {
  const { authorName } = useDashboardData();
  const [value, setValue] = useState(authorName);
  const form = useZodForm();
  const action = useRouteWrite<SettingsIntent>((result) => {
    if (!result.ok && result.errors) form.showErrors(result.errors);
  });
  // The dashboard's load brings the stored name (again after each save).
  useEffect(() => setValue(authorName), [authorName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(authorNameRequest, { authorName: value });
    if (checked) action.send({ intent: "authorName", ...checked });
  };
  return (
    <form method="post" ref={form.formRef} className="mt-5 space-y-4" onSubmit={submit} noValidate>
      <TextField
        name="authorName"
        label={text.authorName}
        required
        value={value}
        error={form.errors.authorName}
        onChange={(event) => {
          setValue(event.target.value);
          form.clearError("authorName");
        }}
      />
      <button type="submit" disabled={action.busy} className={buttonClass}>
        {action.busy ? text.submitting : text.authorSubmit}
      </button>
    </form>
  );
}

const noPasswords = { currentPassword: "", newPassword: "", repeat: "" };

function PasswordForm() {
  const [values, setValues] = useState(noPasswords);
  const form = useZodForm();
  const action = useRouteWrite<SettingsIntent>((result) => {
    if (result.ok) setValues(noPasswords);
    else if (result.errors) form.showErrors(result.errors);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mismatch = values.newPassword !== values.repeat ? { repeat: text.mismatch } : undefined;
    const checked = form.check(changePasswordRequest, values, mismatch);
    if (checked) action.send({ intent: "password", ...checked });
  };
  const field = (name: keyof typeof noPasswords, label: string, autoComplete: string) => (
    <PasswordField
      name={name}
      label={label}
      required
      autoComplete={autoComplete}
      value={values[name]}
      error={form.errors[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        form.clearError(name);
      }}
    />
  );
  return (
    <form method="post" ref={form.formRef} className="mt-5 space-y-4" onSubmit={submit} noValidate>
      {field("currentPassword", text.current, "current-password")}
      {field("newPassword", text.next, "new-password")}
      {field("repeat", text.confirm, "new-password")}
      <button type="submit" disabled={action.busy} className={buttonClass}>
        {action.busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}

export function SettingsTab({
  retention,
  sessions,
  twoStep,
}: {
  retention: RetentionLoad;
  sessions: Loaded<SessionView[]>;
  twoStep: Loaded<TwoStepStatusView>;
}) {
  const retentionIntro = useRetentionIntro();
  // Each panel for the roles that may use it (issue 45); everyone changes their own password.
  const may = useMay();
  return (
    <div className="space-y-6">
      {may("posts.write") && (
        <Panel heading={text.authorHeading} intro={text.authorIntro}>
          <AuthorNameForm />
        </Panel>
      )}
      <Panel heading={text.heading} intro={text.intro}>
        <PasswordForm />
      </Panel>
      <Panel heading={twoStepText.panel.heading} intro={twoStepText.panel.intro}>
        <TwoStepPanel load={twoStep} />
      </Panel>
      <Panel heading={sessionsText.heading} intro={sessionsText.intro}>
        <SessionsPanel load={sessions} />
      </Panel>
      {may("retention.read") && (
        <Panel heading={adminText.retention.heading} intro={retentionIntro}>
          <RetentionOverview load={retention} />
        </Panel>
      )}
    </div>
  );
}
