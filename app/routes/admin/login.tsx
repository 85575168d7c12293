/**
 * /admin/login (spec 2.24): username, password, "Keep me signed in for 30 days",
 * Sign In, Back to Website; checks on load whether the server is online (5-second
 * timeout); shows the generated default credentials when the server offers them
 * (only to a browser on its own machine that opened the setup link from the server's
 * start-up log, until the password is changed).
 */
import clsx from "clsx";
import { Eye, EyeOff, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "#common/messages/admin";
import { type LoginResponse, loginRequest } from "#common/schemas/auth";
import { notify } from "~/components/admin/shared/admin-notify";
import { checkServer, DefaultCredentials, useLoginPageStatus } from "~/components/admin/shared/login-status";
import { SiteLogo } from "~/components/layout/site-logo";
import { adminText } from "~/content/admin";
import { pages } from "~/content/pages";
import { afterSignIn, useAdminSession } from "~/lib/admin-session";
import { apiRequest } from "~/lib/api-client";
import { loginErrorMessage } from "~/lib/login-error";
import { pageMeta } from "~/lib/meta";

const text = adminText.login;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(pages.adminLogin, args),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const { server, setServer, defaults } = useLoginPageStatus();
  const [form, setForm] = useState({ username: "", password: "", rememberMe: false });
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const ids = { username: useId(), password: useId(), remember: useId(), error: useId() };

  // Already signed in, or just signed in: back to the screen the session ended on, or the dashboard.
  const [searchParams] = useSearchParams();
  const next = afterSignIn(searchParams.get("next"));
  useEffect(() => {
    if (!session.loading && session.token) navigate(next, { replace: true });
  }, [session.loading, session.token, navigate, next]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    const parsed = loginRequest.safeParse(form);
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as "username" | "password";
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      if (server !== "online") {
        const online = await checkServer();
        setServer(online ? "online" : "offline");
        if (!online) {
          setError(adminMessages.login.serverOffline);
          return;
        }
      }
      const answer = await apiRequest<LoginResponse>("/auth/login", { method: "POST", body: parsed.data });
      session.signIn(answer.token, answer.admin, parsed.data.rememberMe);
      notify(adminMessages.login.success, "success");
      // The effect above, seeing the new session, goes on to the dashboard (one navigation).
    } catch (failure) {
      const { message, offline } = loginErrorMessage(failure);
      setError(message);
      if (offline) setServer("offline");
    } finally {
      setSubmitting(false);
    }
  }

  const inputClass = (invalid: boolean) =>
    clsx(
      "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm",
      invalid
        ? "border-red-400 focus:ring-red-500/30"
        : "border-slate-300 focus:border-brand-500 focus:ring-brand-500/20",
    );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <div className="rounded-2xl bg-white/95 px-4 py-3 shadow-lg">
            <SiteLogo />
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
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

          {defaults && <DefaultCredentials {...defaults} />}

          <form
            className="mt-6 space-y-5"
            onSubmit={onSubmit}
            noValidate
            aria-describedby={error ? ids.error : undefined}
          >
            {error && (
              <p
                id={ids.error}
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <div>
              <label htmlFor={ids.username} className="block text-sm font-semibold text-slate-800">
                {text.username}
              </label>
              <input
                id={ids.username}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={form.username}
                onChange={(e) => setForm({ ...form, username: e.target.value })}
                aria-invalid={fieldErrors.username ? true : undefined}
                aria-describedby={fieldErrors.username ? `${ids.username}-error` : undefined}
                className={inputClass(!!fieldErrors.username)}
              />
              {fieldErrors.username && (
                <p id={`${ids.username}-error`} className="mt-1.5 text-sm text-red-700">
                  {fieldErrors.username}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={ids.password} className="block text-sm font-semibold text-slate-800">
                {text.password}
              </label>
              <div className="relative">
                <input
                  id={ids.password}
                  name="password"
                  type={showPassword ? "text" : "password"}
                  autoComplete="current-password"
                  value={form.password}
                  onChange={(e) => setForm({ ...form, password: e.target.value })}
                  aria-invalid={fieldErrors.password ? true : undefined}
                  aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
                  className={clsx(inputClass(!!fieldErrors.password), "pr-11")}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  className="absolute top-1/2 right-1.5 mt-0.75 -translate-y-1/2 rounded-md p-2 text-slate-500 hover:text-slate-800"
                  aria-label={showPassword ? text.hidePassword : text.showPassword}
                  aria-pressed={showPassword}
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </button>
              </div>
              {fieldErrors.password && (
                <p id={`${ids.password}-error`} className="mt-1.5 text-sm text-red-700">
                  {fieldErrors.password}
                </p>
              )}
            </div>
            <div className="flex items-center gap-2.5">
              <input
                id={ids.remember}
                type="checkbox"
                checked={form.rememberMe}
                onChange={(e) => setForm({ ...form, rememberMe: e.target.checked })}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              <label htmlFor={ids.remember} className="text-sm text-slate-700">
                {text.remember}
              </label>
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {submitting ? text.submitting : text.submit}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            ← {text.back}
          </Link>
        </p>
      </div>
    </main>
  );
}
