/**
 * The second step of signing in (issue 45, decision 093), shown by /admin/login once
 * the password was right for an account with two-step sign-in on: the 6-digit code
 * from the app (a phone's keyboard of digits, and the code the phone offers from a
 * text message or the app), or a recovery code instead.
 */
import { type FormEvent, useId, useState } from "react";
import { adminMessages } from "#common/messages/admin";
import { AuthNotice } from "~/components/admin/shared/auth-frame";
import { TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { twoStepText } from "~/content/admin/two-step";

const text = twoStepText.signIn;

export function SecondStepForm({
  busy,
  error,
  onSubmit,
  onStartAgain,
}: {
  busy: boolean;
  /** The server's answer to the last code, if it was refused. */
  error: string;
  onSubmit: (code: string) => void;
  onStartAgain: () => void;
}) {
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(code.trim());
  };
  return (
    <form
      method="post"
      className="mt-6 space-y-5"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <div>
        <h2 className="text-lg font-bold text-slate-900">{text.heading}</h2>
        <p className="mt-1 text-sm text-slate-600">{recovery ? text.recoveryHint : text.intro}</p>
      </div>
      {error && <AuthNotice id={errorId}>{error}</AuthNotice>}
      <TextField
        // A new field when switching, so the phone's keyboard changes with it.
        key={recovery ? "recovery" : "app"}
        name="code"
        label={recovery ? text.recoveryCode : text.code}
        required
        autoFocus
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        inputMode={recovery ? "text" : "numeric"}
        maxLength={recovery ? 20 : 7}
        value={code}
        error={missing ? adminMessages.twoStep.codeRequired : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
        }}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
      />
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
        {busy ? text.submitting : text.submit}
      </button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-800 hover:underline"
          onClick={() => {
            setRecovery(!recovery);
            setCode("");
            setMissing(false);
          }}
        >
          {recovery ? text.useApp : text.useRecovery}
        </button>
        <button type="button" className="min-h-11 text-slate-600 hover:underline" onClick={onStartAgain}>
          {text.startAgain}
        </button>
      </div>
    </form>
  );
}
