/**
 * "Two-step sign-in" in Settings (issue 45, decision 093): on since when and how many
 * recovery codes are left, or off; Set up (or Move to a new phone) opens
 * /admin/two-step; New recovery codes and Turn off ask for the password again in a
 * dialog and go through the Settings route's action. An Administrator cannot turn it
 * off while it is required, and the panel says so instead of offering it.
 */
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { adminMessages } from "#common/messages/admin";
import type { RecoveryCodesView, TwoStepStatusView } from "#common/schemas/two-step";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { PasswordField } from "~/components/admin/shared/password-field";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { twoStepText } from "~/content/admin/two-step";
import { useAdminSession } from "~/lib/admin/session";
import { useSiteTime } from "~/lib/site-time";
import { RecoveryCodes } from "./recovery-codes";

const text = twoStepText.panel;

/** What the panel sends the Settings route's action. */
export type TwoStepIntent = { intent: "newRecoveryCodes" | "disableTwoStep"; currentPassword: string };

const button =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

export function TwoStepPanel({ load }: { load: Loaded<TwoStepStatusView> }) {
  const { date } = useSiteTime();
  const { admin } = useAdminSession();
  const [asking, setAsking] = useState<TwoStepIntent["intent"] | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const write = useRouteWrite<TwoStepIntent, WriteResult<{ data?: RecoveryCodesView }>>((result) => {
    if (!result.ok) {
      setError(result.errors?.currentPassword ?? result.message);
      return;
    }
    if (result.value.data?.recoveryCodes) setCodes(result.value.data.recoveryCodes);
    setAsking(null);
  });
  if (load.error !== null) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        {load.error}
      </p>
    );
  }
  const status = load.data;
  if (codes) {
    return (
      <div className="mt-5">
        <RecoveryCodes
          codes={codes}
          account={admin?.username ?? ""}
          site={window.location.host}
          onDone={() => setCodes(null)}
        />
      </div>
    );
  }
  const open = (intent: TwoStepIntent["intent"]) => {
    setPassword("");
    setError(undefined);
    setAsking(intent);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) setError(adminMessages.login.passwordRequired);
    else if (asking) write.send({ intent: asking, currentPassword: password });
  };
  return (
    <div className="mt-4 space-y-4">
      <p data-two-step={status.enabled ? "on" : "off"} className="flex items-center gap-2 text-sm text-slate-800">
        <Icon
          name={status.enabled ? "shield-check" : "shield"}
          className={status.enabled ? "size-5 text-emerald-700" : "size-5 text-slate-500"}
        />
        <span>
          <span className="font-semibold">
            {status.enabled && status.enabledAt ? text.on(date(status.enabledAt)) : text.off}
          </span>
          {status.enabled && <> {text.codesLeft(status.recoveryCodesLeft)}</>}
        </span>
      </p>
      {status.enabled && status.required && <p className="text-sm text-slate-600">{text.required}</p>}
      <div className="flex flex-wrap gap-2">
        <Link
          to="/admin/two-step"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800"
        >
          {status.enabled ? text.newPhone : text.setUp}
        </Link>
        {status.enabled && (
          <button type="button" className={button} onClick={() => open("newRecoveryCodes")}>
            {text.newCodes}
          </button>
        )}
        {status.enabled && !status.required && (
          <button type="button" className={`${button} text-red-700`} onClick={() => open("disableTwoStep")}>
            {text.turnOff}
          </button>
        )}
      </div>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === "disableTwoStep" ? text.confirmTurnOff : text.newCodes}
        size="sm"
      >
        <form method="post" noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-700">
            {asking === "disableTwoStep" ? text.passwordIntroTurnOff : text.passwordIntroNewCodes}
          </p>
          <PasswordField
            name="currentPassword"
            label={text.password}
            required
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={button} onClick={() => setAsking(null)}>
              {text.cancel}
            </button>
            <button
              type="submit"
              disabled={write.busy}
              className={
                asking === "disableTwoStep"
                  ? "min-h-11 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
                  : "min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              }
            >
              {asking === "disableTwoStep" ? text.confirmTurnOff : text.confirmNewCodes}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
