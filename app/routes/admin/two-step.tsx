/**
 * /admin/two-step (issue 45, decision 093): turning two-step sign-in on, or moving it
 * to a new phone. The loader asks the server for a new key (a QR code and the same as
 * text); the person types the code their app shows, the route's action turns it on,
 * and the recovery codes are shown once. An Administrator who must set it up first
 * (another Administrator has it on) is sent here by the dashboard, and may sign out
 * instead.
 */
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "#common/messages/admin";
import type { StaffSession } from "#common/schemas/auth";
import { enableTwoStepRequest, type RecoveryCodesView, type TwoStepSetup } from "#common/schemas/two-step";
import { loadData } from "~/components/admin/shared/admin-load";
import { notify } from "~/components/admin/shared/admin-notify";
import { actionBody, adminWrite, useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { AuthFrame } from "~/components/admin/shared/auth-frame";
import { RecoveryCodes } from "~/components/admin/two-step/recovery-codes";
import { TextField } from "~/components/form-kit/form-fields";
import { useZodForm } from "~/components/form-kit/use-zod-form";
import { Icon } from "~/components/ui/icon";
import { adminPages } from "~/content/admin/pages";
import { adminText } from "~/content/admin/shell";
import { twoStepText } from "~/content/admin/two-step";
import { readStoredSession, signInRedirect, useAdminSession } from "~/lib/admin/session";
import { apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/two-step";

const text = twoStepText.setup;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.twoStep, args),
  { name: "robots", content: "noindex, nofollow" },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const stored = readStoredSession();
  if (!stored) throw signInRedirect(request);
  const [session, setup] = await Promise.all([
    loadData<StaffSession>("/auth/session"),
    // A new key at each visit: one shown before and not used is replaced.
    apiRequest<{ data: TwoStepSetup }>("/auth/two-step/setup", { method: "POST" }).then(
      (answer) => ({ data: answer.data, error: null }),
      (error: Error) => ({ data: null, error: error.message }),
    ),
  ]);
  // A 401 from either call cleared the stored session (api-client): the sign-in ended.
  if (!readStoredSession()) throw signInRedirect(request);
  return { account: stored.admin.username, mustSetUp: session.data?.twoStep.mustSetUp ?? false, setup };
}

/** The key stays the one shown: the action's answer must not fetch a new one. */
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { code } = await actionBody<{ code: string }>(request);
  return adminWrite(
    () =>
      apiRequest<{ data: RecoveryCodesView; message: string }>("/auth/two-step/enable", {
        method: "POST",
        body: { code },
      }),
    { success: (answer) => answer.message, failure: (message) => message },
  );
}

export default function TwoStepSetupPage({ loaderData }: Route.ComponentProps) {
  const { account, mustSetUp, setup } = loaderData;
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm();
  const enable = useRouteWrite<{ code: string }, WriteResult<{ data: RecoveryCodesView }>>((result) => {
    if (result.ok) setCodes(result.value.data.recoveryCodes);
    else form.showErrors(result.errors ?? { code: result.message });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(enableTwoStepRequest, { code });
    if (checked) enable.send(checked);
  };
  const session = useAdminSession();
  // Owing the set-up, the way out is signing out (nothing else in the admin opens until it is done).
  const signOut = async () => {
    await apiRequest("/auth/logout", { method: "POST", timeoutMs: 5000 }).catch(() => undefined);
    session.signOut();
    notify(adminMessages.logout.success, "success");
    navigate("/admin/login", { replace: true });
  };
  const below = mustSetUp ? { to: "/", label: adminText.login.back } : { to: "/admin/settings", label: text.back };

  return (
    <AuthFrame below={below}>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          account={account}
          site={window.location.host}
          onDone={() => navigate(mustSetUp ? "/admin" : "/admin/settings", { replace: true })}
        />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
          {mustSetUp && (
            <p
              role="status"
              className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900"
            >
              {text.required}
            </p>
          )}
          {setup.error !== null ? (
            <p role="alert" className="mt-4 text-sm text-red-800">
              {text.loadFailed} {setup.error}
            </p>
          ) : (
            <ol className="mt-6 space-y-5 text-sm text-slate-800">
              <li>
                <span className="font-semibold">1.</span> {text.step1}
              </li>
              <li>
                <p>
                  <span className="font-semibold">2.</span> {text.step2}
                </p>
                <div
                  role="img"
                  aria-label={text.qrLabel}
                  className="mx-auto mt-3 w-48 rounded-lg border border-slate-200 bg-white p-2"
                  // Markup the server drew from the key (uqr): no text of anyone's in it.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG of our own server, not user input.
                  dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
                />
                <p className="mt-3 text-slate-600">{text.cantScan}</p>
                <p
                  data-two-step-key
                  className="mt-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider"
                >
                  {setup.data.secret.replace(/(.{4})/g, "$1 ").trim()}
                </p>
              </li>
              <li>
                <p>
                  <span className="font-semibold">3.</span> {text.step3}
                </p>
                <form method="post" ref={form.formRef} noValidate onSubmit={submit} className="mt-3 space-y-4">
                  <TextField
                    name="code"
                    label={text.code}
                    required
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={7}
                    value={code}
                    error={form.errors.code}
                    onChange={(event) => {
                      setCode(event.target.value);
                      form.clearError("code");
                    }}
                  />
                  <button
                    type="submit"
                    disabled={enable.busy}
                    className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-70"
                  >
                    {enable.busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
                    {enable.busy ? text.submitting : text.submit}
                  </button>
                </form>
              </li>
            </ol>
          )}
          {mustSetUp && (
            <p className="mt-6 text-center">
              <button
                type="button"
                onClick={() => void signOut()}
                className="min-h-11 text-sm font-semibold text-brand-800 hover:underline"
              >
                {text.signOut}
              </button>
            </p>
          )}
        </>
      )}
    </AuthFrame>
  );
}
