/**
 * /admin/login (spec 2.24): username, password, "Keep me signed in for 30 days",
 * Sign In, Back to Website; checks on load whether the server is online (5-second
 * timeout); shows the generated default credentials when the server offers them
 * (only to a browser on its own machine that opened the setup link from the server's
 * start-up log, until the password is changed). Signing in is the route's action;
 * afterwards the admin goes back to where a session ended (`?next=`), or to the dashboard.
 * The server draws the form, but only the browser signs in (a client action): it
 * says `method="post"` and Sign In waits for hydration, so a password never goes
 * out in a URL (issue 40). With two-step sign-in on (issue 45), the right password
 * is followed by the code step (SecondStepForm) before the session is stored.
 */
import clsx from "clsx";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "#common/messages/admin";
import { type LoginRequest, type LoginResponse, loginRequest } from "#common/schemas/auth";
import type { SecondStepAsked } from "#common/schemas/two-step";
import { notify } from "~/components/admin/shared/admin-notify";
import { actionBody, useRouteWrite } from "~/components/admin/shared/admin-write";
import { AuthFrame, AuthNotice } from "~/components/admin/shared/auth-frame";
import { checkServer, DefaultCredentials, useLoginPageStatus } from "~/components/admin/shared/login-status";
import { PasswordField } from "~/components/admin/shared/password-field";
import { SecondStepForm } from "~/components/admin/two-step/second-step-form";
import { CheckboxField, TextField } from "~/components/form-kit/form-fields";
import { useZodForm } from "~/components/form-kit/use-zod-form";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { adminPages } from "~/content/admin/pages";
import { adminText } from "~/content/admin/shell";
import { setPasswordText } from "~/content/admin/staff";
import { loginErrorMessage } from "~/lib/admin/login-error";
import { afterSignIn, storeSignIn, useAdminSession } from "~/lib/admin/session";
import { ApiError, apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/login";

const text = adminText.login;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.login, args),
  { name: "robots", content: "noindex, nofollow" },
];

/** What the forms send this route's action: the password, or the second step's code. */
type SignInIntent =
  | (LoginRequest & { step: "password"; serverOnline: boolean })
  | { step: "code"; challenge: string; code: string; rememberMe: boolean };
type SignInOutcome =
  | { ok: true }
  | { ok: false; secondStep: string }
  | { ok: false; message: string; offline: boolean; passwordAgain?: boolean };

/** Stores the session (the session provider follows) and raises the specified toast. */
function signedIn(answer: LoginResponse, rememberMe: boolean): SignInOutcome {
  storeSignIn(answer.token, answer.admin, rememberMe);
  notify(adminMessages.login.success, "success");
  return { ok: true };
}

/** A refused code keeps the server's words; a sign-in that expired goes back to the password. */
function codeRefused(failure: unknown): SignInOutcome {
  if (!(failure instanceof ApiError) || failure.status >= 500) return { ok: false, ...loginErrorMessage(failure) };
  const passwordAgain = failure.message === adminMessages.twoStep.challengeGone;
  return { ok: false, message: failure.message, offline: false, passwordAgain };
}

/**
 * Signs in: checks the server first when the page has not seen it online; a right
 * password either opens the session or (two-step on) asks for the code.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SignInOutcome> {
  const intent = await actionBody<SignInIntent>(request);
  if (intent.step === "code") {
    try {
      const { challenge, code } = intent;
      const answer = await apiRequest<LoginResponse>("/auth/login/second-step", {
        method: "POST",
        body: { challenge, code },
      });
      return signedIn(answer, intent.rememberMe);
    } catch (failure) {
      return codeRefused(failure);
    }
  }
  const { serverOnline, step: _step, ...credentials } = intent;
  try {
    if (!serverOnline && !(await checkServer())) {
      return { ok: false, message: adminMessages.login.serverOffline, offline: true };
    }
    const answer = await apiRequest<LoginResponse | SecondStepAsked>("/auth/login", {
      method: "POST",
      body: credentials,
    });
    if ("secondStep" in answer) return { ok: false, secondStep: answer.challenge };
    return signedIn(answer, credentials.rememberMe ?? false);
  } catch (failure) {
    return { ok: false, ...loginErrorMessage(failure) };
  }
}

export default function AdminLoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const { server, setServer, defaults } = useLoginPageStatus();
  const [values, setValues] = useState({ username: "", password: "", rememberMe: false });
  const [error, setError] = useState("");
  /** The challenge of a right password while the code is asked (two-step sign-in). */
  const [challenge, setChallenge] = useState("");
  const form = useZodForm();
  const errorId = useId();
  const signIn = useRouteWrite<SignInIntent, SignInOutcome>((outcome) => {
    if (outcome.ok) return;
    if ("secondStep" in outcome) {
      setChallenge(outcome.secondStep);
      setServer("online");
      return;
    }
    setError(outcome.message);
    if (outcome.passwordAgain) {
      setChallenge("");
      setValues({ ...values, password: "" });
    }
    if (outcome.offline) setServer("offline");
    else if (server !== "online") setServer("online");
  });

  // Already signed in, or just signed in: back to the screen the session ended on, or the dashboard.
  const [searchParams] = useSearchParams();
  const next = afterSignIn(searchParams.get("next"));
  useEffect(() => {
    if (!session.loading && session.token) navigate(next, { replace: true });
  }, [session.loading, session.token, navigate, next]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError("");
    const checked = form.check(loginRequest, values);
    if (checked) signIn.send({ ...checked, step: "password", serverOnline: server === "online" });
  };
  const bind = (field: "username" | "password") => ({
    name: field,
    value: values[field],
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [field]: event.target.value });
      form.clearError(field);
    },
  });
  const submitting = signIn.busy;
  const hydrated = useHydrated();

  return (
    <AuthFrame below={{ to: "/", label: text.back }}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
        </div>
        <span
          role="status"
          className={clsx(
            "mt-1 inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
            server === "online" && "bg-emerald-50 text-emerald-700",
            server === "offline" && "bg-red-50 text-red-700",
            server === "checking" && "bg-slate-100 text-slate-600",
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              "size-2 rounded-full",
              server === "online" && "bg-emerald-500",
              server === "offline" && "bg-red-500",
              server === "checking" && "animate-pulse bg-slate-400",
            )}
          />
          {text.server[server]}
        </span>
      </div>

      {defaults && !challenge && <DefaultCredentials {...defaults} />}

      {challenge ? (
        <SecondStepForm
          busy={submitting}
          error={error}
          onSubmit={(code) => {
            setError("");
            signIn.send({ step: "code", challenge, code, rememberMe: values.rememberMe });
          }}
          onStartAgain={() => {
            setChallenge("");
            setError("");
            setValues({ username: "", password: "", rememberMe: false });
          }}
        />
      ) : (
        <form
          ref={form.formRef}
          method="post"
          className="mt-6 space-y-5"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? errorId : undefined}
        >
          {error && <AuthNotice id={errorId}>{error}</AuthNotice>}
          <TextField
            label={text.username}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...bind("username")}
          />
          <PasswordField label={text.password} required autoComplete="current-password" {...bind("password")} />
          <CheckboxField
            name="rememberMe"
            label={text.remember}
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
          />
          <button
            type="submit"
            disabled={submitting || !hydrated}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {submitting && <Icon name="loader-circle" className="size-4 animate-spin" />}
            {submitting ? text.submitting : text.submit}
          </button>
        </form>
      )}
      {!challenge && (
        <p className="mt-4 text-center">
          <Link to="/admin/set-password" className="text-sm font-semibold text-brand-800 hover:underline">
            {setPasswordText.forgotLink}
          </Link>
        </p>
      )}
    </AuthFrame>
  );
}
