/**
 * The panels under an issue not sent yet (issue 42): send a test to one address
 * (the admin's by default), and send it to every confirmed subscriber now or at a
 * time on the site's clock (or cancel that time). Without a mail server they say
 * so instead of offering buttons; a button that cannot act yet says why beside it.
 */
import { useState } from "react";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import type { NewsletterIssueView } from "#common/schemas/newsletter-issues";
import { fromZonedInput, isFuture } from "#common/site-clock";
import { TextField } from "~/components/form-kit/form-fields";
import { useConfirm } from "~/components/ui/modal";
import { useSiteTime } from "~/lib/site-time";
import type { NewsletterIntent } from "./newsletter-data";

const button =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const primary =
  "min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const panel = "space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5";

export function TestPanel({
  testAddress,
  busy,
  error,
  onTest,
}: {
  testAddress: string | null;
  busy: boolean;
  error?: string;
  onTest: (to: string) => void;
}) {
  const [to, setTo] = useState(testAddress ?? "");
  return (
    <section aria-labelledby="test-heading" className={panel}>
      <h3 id="test-heading" className="font-bold text-slate-900">
        {text.test.heading}
      </h3>
      <form
        method="post"
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onTest(to.trim());
        }}
      >
        <TextField
          name="to"
          type="email"
          label={text.test.to}
          required
          value={to}
          error={error}
          onChange={(event) => setTo(event.target.value)}
          className="min-w-0 flex-1 basis-64"
        />
        <button type="submit" className={button} disabled={busy}>
          {busy ? text.test.sending : text.test.button}
        </button>
      </form>
      <p className="text-sm text-slate-600">{text.test.hint}</p>
    </section>
  );
}

export function SendPanel({
  issue,
  confirmedSubscribers,
  unsaved,
  busy,
  error,
  send,
}: {
  issue: NewsletterIssueView;
  confirmedSubscribers: number;
  unsaved: boolean;
  busy: boolean;
  error?: string;
  send: (intent: NewsletterIntent) => void;
}) {
  const { dateTime, timeZone } = useSiteTime();
  const confirm = useConfirm();
  const [when, setWhen] = useState("");
  const noOne = confirmedSubscribers === 0;
  const why = unsaved ? text.send.needsSave : noOne ? text.send.noSubscribers : undefined;
  return (
    <section aria-labelledby="send-heading" className={panel}>
      <h3 id="send-heading" className="font-bold text-slate-900">
        {text.send.heading}
      </h3>
      <p className="text-sm text-slate-700">{text.send.recipients(confirmedSubscribers)}</p>
      {issue.state === "scheduled" && issue.sendAt ? (
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold text-sky-950">
          <span role="status">{text.send.scheduled(dateTime(issue.sendAt))}</span>
          <button type="button" className={button} disabled={busy} onClick={() => send({ intent: "cancel" })}>
            {text.send.cancel}
          </button>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primary}
          disabled={busy || why !== undefined}
          aria-describedby={why ? "send-why" : undefined}
          onClick={async () => {
            const ok = await confirm({
              title: text.send.now,
              message: text.send.confirmNow(confirmedSubscribers),
              confirmLabel: text.send.now,
            });
            if (ok) send({ intent: "send", sendAt: null });
          }}
        >
          {text.send.now}
        </button>
        {why && (
          <p id="send-why" className="text-sm text-slate-700">
            {why}
          </p>
        )}
      </div>
      <form
        method="post"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          send({ intent: "send", sendAt: fromZonedInput(when, timeZone) });
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {text.send.atLabel}
          <input
            type="datetime-local"
            name="sendAt"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-describedby={error ? "send-at-error" : "send-at-why"}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal"
          />
        </label>
        <button type="submit" className={button} disabled={busy || why !== undefined || !isFuture(when, timeZone)}>
          {text.send.at}
        </button>
        {!why && !isFuture(when, timeZone) && (
          <p id="send-at-why" className="basis-full text-sm text-slate-600">
            {text.send.needsTime}
          </p>
        )}
        {error && (
          <p id="send-at-error" role="alert" className="basis-full text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
