import { daysBetween } from "#common/calendar-date";
import { privacyRequestMessages } from "#common/messages/privacy-requests";
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_LIMITS,
  type PrivacyRequestInput,
  type PrivacyRequestList,
  type PrivacyRequestView,
} from "#common/schemas/privacy-requests";
import { usePersonDataDialog } from "~/components/admin/personal-data/person-data-dialog";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { useDraftForm, useRouteAction } from "~/components/admin/shared/admin-write";
import { BackLink, ScreenHeading } from "~/components/admin/shared/screen-heading";
import { SelectField, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { privacyRequestsText as text } from "~/content/admin/privacy-requests";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime } from "~/lib/site-time";

/** What the panel sends the route's action. */
export type PrivacyRequestIntent =
  | { intent: "record"; request: PrivacyRequestInput }
  | { intent: "answer" | "reopen" | "remove"; id: string };
type ChangeIntent = Extract<PrivacyRequestIntent, { id: string }>;

const kindOptions = PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: privacyRequestMessages.kinds[kind] }));
const smallButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60";

export function PrivacyRequestsPanel({ load }: { load: Loaded<PrivacyRequestList> }) {
  const personData = usePersonDataDialog();
  const change = useRouteAction<ChangeIntent>();
  const { data, error } = load;
  return (
    <section aria-labelledby="privacy-requests-heading" className="space-y-6">
      <ScreenHeading
        id="privacy-requests-heading"
        title={text.heading}
        intro={text.intro}
        back={<BackLink to="/admin/inbox">{text.back}</BackLink>}
      />
      {personData.dialog}
      <RecordForm />
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.loadFailed} {error}
        </p>
      )}
      {data && (
        <>
          <RequestList
            heading={text.waiting(data.waiting.length)}
            empty={text.noneWaiting}
            requests={data.waiting}
            onFind={(request) =>
              personData.openFor(
                request.contact.includes("@") ? { email: request.contact } : { phone: request.contact },
              )
            }
            onChange={change}
          />
          <RequestList
            heading={text.answered(data.answered.length)}
            empty={text.noneAnswered}
            requests={data.answered}
            onChange={change}
          />
        </>
      )}
    </section>
  );
}

type Draft = { kind: string; name: string; contact: string; receivedOn: string; notes: string };

/** The form that records a request: what, who, how to reach them, the day it came (today unless changed), notes. */
function RecordForm() {
  const { day } = useSiteTime();
  const blank = (): Draft => ({ kind: "", name: "", contact: "", receivedOn: day(new Date()), notes: "" });
  const { draft, errors, set, submit: submitWith, busy } = useDraftForm<Draft, PrivacyRequestIntent>(blank);
  const submit = submitWith((sent) => ({ intent: "record", request: sent as PrivacyRequestInput }));
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="record-request-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="record-request-heading" className="text-base font-bold text-slate-900">
        {text.form.heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={text.form.kind}
          required
          placeholder={text.form.kindPlaceholder}
          options={kindOptions}
          value={draft.kind}
          onChange={set("kind")}
          error={errors.kind}
        />
        <TextField
          name="receivedOn"
          type="date"
          label={text.form.receivedOn}
          required
          max={day(new Date())}
          value={draft.receivedOn}
          onChange={set("receivedOn")}
          error={errors.receivedOn}
        />
        <TextField
          name="name"
          label={text.form.name}
          required
          autoComplete="off"
          maxLength={PRIVACY_REQUEST_LIMITS.name}
          value={draft.name}
          onChange={set("name")}
          error={errors.name}
        />
        <TextField
          name="contact"
          label={text.form.contact}
          hint={text.form.contactHint}
          required
          autoComplete="off"
          maxLength={PRIVACY_REQUEST_LIMITS.contact}
          value={draft.contact}
          onChange={set("contact")}
          error={errors.contact}
        />
      </div>
      <TextAreaField
        name="notes"
        label={text.form.notes}
        hint={text.form.notesHint}
        rows={2}
        maxLength={PRIVACY_REQUEST_LIMITS.notes}
        value={draft.notes}
        onChange={set("notes")}
        error={errors.notes}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
        {busy ? text.form.saving : text.form.submit}
      </button>
    </form>
  );
}

/** One list of requests (waiting or answered), each with its dates, its deadline's state and its buttons. */
function RequestList({
  heading,
  empty,
  requests,
  onFind,
  onChange,
}: {
  heading: string;
  empty: string;
  requests: readonly PrivacyRequestView[];
  onFind?: (request: PrivacyRequestView) => void;
  onChange: (intent: ChangeIntent) => void;
}) {
  const { day } = useSiteTime();
  const today = day(new Date());
  const asDate = (calendarDay: string) => formatDisplayDate(calendarDay);
  return (
    <section aria-label={heading} className="space-y-3">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => {
            const left = daysBetween(today, request.dueOn);
            const dates = [
              text.arrived(asDate(request.receivedOn)),
              request.answeredOn ? text.answeredOn(asDate(request.answeredOn)) : text.replyBy(asDate(request.dueOn)),
            ].join(" · ");
            return (
              <li
                key={request.id}
                aria-label={`${privacyRequestMessages.kinds[request.kind]}: ${request.name}`}
                className={`rounded-2xl border bg-white p-4 shadow-sm ${request.overdue ? "border-red-300" : "border-slate-200"}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{privacyRequestMessages.kinds[request.kind]}</p>
                    <p className="text-sm break-words text-slate-700">
                      {request.name} · {request.contact}
                    </p>
                    <p className="text-sm text-slate-600">{dates}</p>
                  </div>
                  {!request.answeredOn && (
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        request.overdue ? "bg-red-100 text-red-900" : "bg-amber-50 text-amber-900"
                      }`}
                    >
                      {request.overdue ? text.late(-left) : text.daysLeft(left)}
                    </span>
                  )}
                </div>
                {request.notes && (
                  <p className="mt-2 text-sm whitespace-pre-wrap break-words text-slate-600">{request.notes}</p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {onFind && (
                    <button type="button" className={smallButton} onClick={() => onFind(request)}>
                      <Icon name="user-search" className="size-4" />
                      {text.findData}
                    </button>
                  )}
                  {request.answeredOn ? (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => onChange({ intent: "reopen", id: request.id })}
                    >
                      <Icon name="rotate-ccw" className="size-4" />
                      {text.markWaiting}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => onChange({ intent: "answer", id: request.id })}
                    >
                      <Icon name="check" className="size-4" />
                      {text.markAnswered}
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${smallButton} text-red-700`}
                    onClick={() => {
                      if (window.confirm(text.removeConfirm(request.name)))
                        onChange({ intent: "remove", id: request.id });
                    }}
                  >
                    <Icon name="trash" className="size-4" />
                    {text.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
