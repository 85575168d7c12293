/**
 * /admin/set-password (issue 45): with `?token=` from an invitation or a reset link,
 * the person chooses their password (POST /api/auth/set-password) and goes on to sign
 * in; without one, "Forgot your password?": their e-mail address, and the answer that
 * a link is on its way if the address has an account (POST /api/auth/forgot-password).
 * Both are this route's action, in the browser only, so a password never goes out in
 * a URL.
 */
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { adminMessages } from "#common/messages/admin";
import { MIN_PASSWORD_LENGTH } from "#common/schemas/auth";
import { actionBody, useRouteWrite } from "~/components/admin/shared/admin-write";
import { AuthFrame, AuthNotice } from "~/components/admin/shared/auth-frame";
import { PasswordField } from "~/components/admin/shared/password-field";
import { TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { adminPages } from "~/content/admin/pages";
import { setPasswordText as text } from "~/content/admin/staff";
import { apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/set-password";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.login, args),
  { name: "robots", content: "noindex, nofollow" },
];

type Intent = { intent: "set"; token: string; password: string } | { intent: "forgot"; email: string };
type Outcome = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<Outcome> {
  const body = await actionBody<Intent>(request);
  try {
    const answer =
      body.intent === "set"
        ? await apiRequest<{ message: string }>("/auth/set-password", {
            method: "POST",
            body: { token: body.token, password: body.password },
          })
        : await apiRequest<{ message: string }>("/auth/forgot-password", {
            method: "POST",
            body: { email: body.email },
          });
    return { ok: true, message: answer.message };
  } catch (error) {
    const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
    return { ok: false, message: error instanceof Error ? error.message : String(error), ...(errors && { errors }) };
  }
}

const submitClass =
  "flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";

export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [value, setValue] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const write = useRouteWrite<Intent, Outcome>(setOutcome);
  const hydrated = useHydrated();
  const setting = token !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (setting && value.length < MIN_PASSWORD_LENGTH) {
      setOutcome({ ok: false, message: adminMessages.auth.passwordTooShort(MIN_PASSWORD_LENGTH) });
      return;
    }
    write.send(setting ? { intent: "set", token, password: value } : { intent: "forgot", email: value });
  };
  const done = outcome?.ok === true;
  return (
    <AuthFrame below={{ to: "/admin/login", label: text.back }}>
      <h1 className="text-2xl font-bold text-slate-900">{setting ? text.heading : text.forgotHeading}</h1>
      <p className="mt-1 text-sm text-slate-600">{setting ? text.intro : text.forgotIntro}</p>
      {outcome && (
        <div className="mt-4">
          <AuthNotice ok={outcome.ok}>{outcome.message}</AuthNotice>
        </div>
      )}
      {done && setting ? (
        <Link to="/admin/login" className={`${submitClass} mt-6`}>
          {text.signIn}
        </Link>
      ) : (
        !done && (
          <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-5">
            {setting ? (
              <PasswordField
                name="password"
                label={text.password}
                required
                autoComplete="new-password"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={outcome?.ok === false ? outcome.errors?.password : undefined}
              />
            ) : (
              <TextField
                name="email"
                type="email"
                label={text.email}
                required
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={outcome?.ok === false ? outcome.errors?.email : undefined}
              />
            )}
            <button type="submit" disabled={write.busy || !hydrated} className={submitClass}>
              {write.busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
              {setting ? (write.busy ? text.submitting : text.submit) : write.busy ? text.sending : text.send}
            </button>
          </form>
        )
      )}
    </AuthFrame>
  );
}
