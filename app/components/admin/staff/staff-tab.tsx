/**
 * The Staff screen of the Settings tab (issue 45): an invitation form (name, e-mail address, role), the link
 * to pass on when no e-mail could be sent, and one card per person with their role
 * (a select), status, when they were last seen, and Disable/Enable, Remove and a new
 * invitation link; for a person with two-step sign-in on, its reset (a lost phone). The first administrator's card and one's own offer no changes:
 * the server refuses them too. Cards rather than a table, so a phone shows them whole.
 */
import clsx from "clsx";
import { useState } from "react";
import type { StaffAccountView, StaffInvitationView, StaffInvite } from "#common/schemas/staff";
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from "#common/staff-roles";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { notify } from "~/components/admin/shared/admin-notify";
import { useDraftForm, useRouteAction, useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { staffText as text } from "~/content/admin/staff";
import { twoStepText } from "~/content/admin/two-step";
import { useAdminSession } from "~/lib/admin/session";
import { useSiteTime } from "~/lib/site-time";

/** What the tab sends the route's action. */
export type StaffIntent =
  | { intent: "invite"; invite: StaffInvite }
  | { intent: "reinvite" | "disable" | "enable" | "remove" | "resetTwoStep"; id: string }
  | { intent: "role"; id: string; role: StaffRole };
type ChangeIntent = Exclude<StaffIntent, { intent: "invite" }>;

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
const smallButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60";

export function StaffTab({ load }: { load: Loaded<StaffAccountView[]> }) {
  const [invitation, setInvitation] = useState<StaffInvitationView | null>(null);
  const { data, error } = load;
  return (
    <section aria-labelledby="staff-heading" className="space-y-6">
      <ScreenHeading id="staff-heading" title={text.heading} intro={text.intro} />
      <InviteForm onInvited={setInvitation} />
      {invitation && <InvitationLink invitation={invitation} />}
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.loadFailed} {error}
        </p>
      )}
      {data && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.map((account) => (
            <StaffCard key={account.id} account={account} onInvited={setInvitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: StaffInvitationView) => void }) {
  const { draft, errors, set, submit, busy } = useDraftForm<
    { name: string; email: string; role: StaffRole },
    StaffIntent,
    { data: StaffInvitationView }
  >(
    () => ({ name: "", email: "", role: "editor" }),
    (answer) => onInvited(answer.data),
  );
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit((invite) => ({ intent: "invite", invite }))}
      aria-labelledby="invite-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="invite-heading" className="text-base font-bold text-slate-900">
        {text.invite.heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={text.invite.name}
          required
          value={draft.name}
          onChange={set("name")}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={text.invite.email}
          required
          autoCapitalize="none"
          spellCheck={false}
          value={draft.email}
          onChange={set("email")}
          error={errors.email}
        />
        <SelectField
          name="role"
          label={text.invite.role}
          required
          options={roleOptions}
          hint={text.roles[draft.role]}
          value={draft.role}
          onChange={set("role")}
          error={errors.role}
          className="sm:col-span-2"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="mail-plus" className="size-4" />
        )}
        {busy ? text.invite.sending : text.invite.submit}
      </button>
    </form>
  );
}

/** After an invitation: that it was mailed, or the link to pass on (with a Copy button). */
function InvitationLink({ invitation }: { invitation: StaffInvitationView }) {
  const { dateTime } = useSiteTime();
  const email = invitation.account.email ?? invitation.account.username;
  if (!invitation.link) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        {text.invite.mailed(email)}
      </p>
    );
  }
  const link = invitation.link;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    notify(text.invite.copied, "success");
  };
  return (
    <div
      role="status"
      className="space-y-2 rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-sm text-slate-900"
    >
      <p className="font-bold">{text.invite.linkHeading(email)}</p>
      <p>{text.invite.linkNote(dateTime(invitation.expiresAt))}</p>
      <p className="break-all rounded-lg bg-white p-2 font-mono text-xs" data-invitation-link>
        {link}
      </p>
      <button type="button" onClick={() => void copy()} className={smallButton}>
        <Icon name="copy" className="size-4" />
        {text.invite.copy}
      </button>
    </div>
  );
}

function StaffCard({
  account,
  onInvited,
}: {
  account: StaffAccountView;
  onInvited: (invitation: StaffInvitationView) => void;
}) {
  const change = useRouteAction<ChangeIntent>();
  const reinvite = useRouteWrite<StaffIntent, WriteResult<{ data: StaffInvitationView }>>((result) => {
    if (result.ok) onInvited(result.value.data);
  });
  const confirm = useConfirm();
  const { dateTime } = useSiteTime();
  const { admin } = useAdminSession();
  const self = admin?.username === account.username;
  const locked = account.owner || self;
  const ask = async (kind: "confirmRemove" | "confirmDisable") =>
    confirm({
      title: text[kind].title,
      message: text[kind].message(account.name),
      confirmLabel: text[kind].confirm,
      tone: "danger",
    });
  return (
    <li
      aria-label={account.name}
      data-staff={account.username}
      className={clsx(
        "space-y-3 rounded-2xl border bg-white p-4",
        // A disabled person's card is set apart by its outline, not by fading: faded text failed contrast.
        account.status === "disabled" ? "border-dashed border-slate-400" : "border-slate-200 shadow-sm",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-bold break-words text-slate-900">{account.name}</h3>
          <p className="text-sm break-all text-slate-600">{account.email ?? account.username}</p>
          <p className="mt-1 text-xs text-slate-500">
            {account.lastSeenAt ? text.lastSeen(dateTime(account.lastSeenAt)) : text.neverSeen}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span
            className={clsx(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
              account.status === "active" && "bg-emerald-50 text-emerald-800 ring-emerald-200",
              account.status === "invited" && "bg-saffron-50 text-saffron-800 ring-saffron-200",
              account.status === "disabled" && "bg-slate-100 text-slate-700 ring-slate-200",
            )}
          >
            {text.status[account.status]}
          </span>
          {account.owner && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              {text.owner}
            </span>
          )}
          {account.twoStep && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <Icon name="shield-check" className="size-3.5" />
              {twoStepText.staff.on}
            </span>
          )}
          {self && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
              {text.you}
            </span>
          )}
        </div>
      </div>
      {locked ? (
        <p className="text-sm font-semibold text-slate-800">{ROLE_NAMES[account.role]}</p>
      ) : (
        <>
          <SelectField
            name={`role-${account.id}`}
            label={text.changeRole(account.name)}
            required
            hint={text.roles[account.role]}
            options={roleOptions}
            value={account.role}
            onChange={(event) => change({ intent: "role", id: account.id, role: event.target.value as StaffRole })}
          />
          <div className="flex flex-wrap gap-2">
            {account.status === "invited" && (
              <button
                type="button"
                disabled={reinvite.busy}
                onClick={() => reinvite.send({ intent: "reinvite", id: account.id })}
                className={smallButton}
              >
                <Icon name="mail-plus" className="size-4" />
                {text.reinvite}
              </button>
            )}
            {account.status === "disabled" ? (
              <button
                type="button"
                onClick={() => change({ intent: "enable", id: account.id })}
                className={smallButton}
              >
                {text.enable}
              </button>
            ) : (
              <button
                type="button"
                onClick={async () => {
                  if (await ask("confirmDisable")) change({ intent: "disable", id: account.id });
                }}
                className={smallButton}
              >
                {text.disable}
              </button>
            )}
            <button
              type="button"
              onClick={async () => {
                if (await ask("confirmRemove")) change({ intent: "remove", id: account.id });
              }}
              className={clsx(smallButton, "text-red-700")}
            >
              <Icon name="trash" className="size-4" />
              {text.remove}
            </button>
          </div>
        </>
      )}
      {account.twoStep && !self && (
        // A lost phone: even the first administrator's is reset by another Administrator.
        <button
          type="button"
          onClick={async () => {
            const reset = twoStepText.staff.confirmReset;
            const sure = await confirm({
              title: reset.title,
              message: reset.message(account.name),
              confirmLabel: reset.confirm,
              tone: "danger",
            });
            if (sure) change({ intent: "resetTwoStep", id: account.id });
          }}
          className={smallButton}
        >
          <Icon name="shield" className="size-4" />
          {twoStepText.staff.reset}
        </button>
      )}
    </li>
  );
}
