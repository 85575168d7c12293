/**
 * One newsletter issue (issue 42): while it is not sent, the form, Save draft,
 * Delete, the test and the send panels; once it started, its progress (sent,
 * waiting, failed, read again every few seconds while it is being sent), the
 * addresses that failed with the mail server's answer and a way to try them again,
 * and its page on the website.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import type { NewsletterIssueList, NewsletterIssueView } from "#common/schemas/newsletter-issues";
import type { WriteResult } from "~/components/admin/shared/admin-write";
import { useRouteWrite } from "~/components/admin/shared/admin-write";
import { BackLink, ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { useSiteTime } from "~/lib/site-time";
import { type IssueFields, NEWSLETTERS_PATH, type NewsletterIntent, newsletterPath } from "./newsletter-data";
import { IssueForm } from "./newsletter-form";
import { NoMailNote, ProgressFigures, StateBadge } from "./newsletter-parts";
import { SendPanel, TestPanel } from "./newsletter-send-panels";

const button =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const primary =
  "min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
/** While an issue is being sent, its progress is read again this often. */
const REFRESH_MS = 5_000;

const fieldsOf = (issue: NewsletterIssueView | null): IssueFields => ({
  subjectEn: issue?.subjectEn ?? "",
  bodyEn: issue?.bodyEn ?? "",
  subjectHi: issue?.subjectHi ?? "",
  bodyHi: issue?.bodyHi ?? "",
});
const same = (a: IssueFields, b: IssueFields) =>
  a.subjectEn === b.subjectEn && a.bodyEn === b.bodyEn && a.subjectHi === b.subjectHi && a.bodyHi === b.bodyHi;

type Answer = WriteResult<{ data: NewsletterIssueView | null; message?: string }>;

export function NewsletterScreen({ issue, list }: { issue: NewsletterIssueView | null; list: NewsletterIssueList }) {
  const started = issue?.state === "sending" || issue?.state === "sent";
  return (
    <section aria-labelledby="issue-heading" className="space-y-5">
      <ScreenHeading
        id="issue-heading"
        back={<BackLink to={NEWSLETTERS_PATH}>{text.backToList}</BackLink>}
        title={issue?.subjectEn || text.newIssue}
        actions={issue && <StateBadge state={issue.state} />}
      />
      {!list.canSend && <NoMailNote />}
      {started && issue ? (
        <IssueProgress issue={issue} canSend={list.canSend} />
      ) : (
        <IssueEditor issue={issue} list={list} />
      )}
    </section>
  );
}

function IssueEditor({ issue, list }: { issue: NewsletterIssueView | null; list: NewsletterIssueList }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const saved = fieldsOf(issue);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sent = useRef<NewsletterIntent["intent"] | null>(null);
  const { send, busy } = useRouteWrite<NewsletterIntent, Answer>((result) => {
    const intent = sent.current;
    if (!result.ok) {
      setErrors(result.errors ?? {});
      return;
    }
    setErrors({});
    if (intent === "delete") navigate(NEWSLETTERS_PATH);
    // A new issue has an address once saved.
    else if (!issue && result.value.data) navigate(newsletterPath(result.value.data.id), { replace: true });
  });
  const act = (intent: NewsletterIntent) => {
    sent.current = intent.intent;
    send(intent);
  };
  const unsaved = !issue || !same(values, saved);
  return (
    <div className="space-y-5">
      <form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          act({ intent: "save", fields: values });
        }}
      >
        <IssueForm
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primary} disabled={busy}>
            {busy && sent.current === "save" ? text.saving : text.save}
          </button>
          {issue && (
            <button
              type="button"
              className="min-h-11 rounded-lg border border-red-200 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              disabled={busy}
              onClick={async () => {
                if (
                  await confirm({
                    title: text.deleteDraft,
                    message: text.deleteConfirm,
                    confirmLabel: text.deleteDraft,
                    tone: "danger",
                  })
                )
                  act({ intent: "delete" });
              }}
            >
              {text.deleteDraft}
            </button>
          )}
        </div>
      </form>
      {list.canSend ? (
        <>
          <TestPanel
            testAddress={list.testAddress}
            busy={busy && sent.current === "test"}
            error={errors.to}
            onTest={(to) => act({ intent: "test", fields: values, to })}
          />
          {issue && (
            <SendPanel
              issue={issue}
              confirmedSubscribers={list.confirmedSubscribers}
              unsaved={unsaved}
              busy={busy}
              error={errors.sendAt ?? errors.recipients ?? errors.issue}
              send={act}
            />
          )}
          <p className="text-sm text-slate-600">{text.limitNote(list.maxPerHour)}</p>
        </>
      ) : (
        <p className="text-sm text-slate-700">{text.noMailShort}</p>
      )}
    </div>
  );
}

function IssueProgress({ issue, canSend }: { issue: NewsletterIssueView; canSend: boolean }) {
  const { dateTime } = useSiteTime();
  const revalidator = useRevalidator();
  const { send, busy } = useRouteWrite<NewsletterIntent, Answer>(() => {});
  const sending = issue.state === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [sending, revalidator]);
  return (
    <div className="space-y-5">
      <section aria-labelledby="progress-heading" className="space-y-3">
        <h3 id="progress-heading" className="font-bold text-slate-900">
          {text.progress.heading}
        </h3>
        <div role="status" aria-live="polite">
          <ProgressFigures progress={issue.progress} recipients={issue.recipients} />
        </div>
        <ul className="space-y-1 text-sm text-slate-700">
          {issue.startedAt && <li>{text.progress.startedAt(dateTime(issue.startedAt))}</li>}
          {issue.finishedAt && <li>{text.progress.finishedAt(dateTime(issue.finishedAt))}</li>}
          {sending && issue.nextSendAt && new Date(issue.nextSendAt).getTime() > Date.now() && (
            <li>{text.progress.next(dateTime(issue.nextSendAt))}</li>
          )}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => void revalidator.revalidate()}>
            {text.progress.refresh}
          </button>
          <a
            href={`/newsletters/${issue.id}`}
            target="_blank"
            rel="noreferrer"
            className={`${button} inline-flex items-center gap-1.5`}
          >
            {text.progress.view}
            <Icon name="external-link" className="size-4" />
          </a>
        </div>
      </section>
      {issue.failures.length > 0 && (
        <section aria-labelledby="failures-heading" className="space-y-3">
          <h3 id="failures-heading" className="font-bold text-slate-900">
            {text.progress.failures}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
            {issue.failures.map((failure) => (
              <li key={failure.email} className="p-3">
                <span className="font-semibold break-all text-slate-900">{failure.email}</span>
                <span className="block text-slate-600">{failure.error}</span>
              </li>
            ))}
          </ul>
          {canSend ? (
            <button type="button" className={button} disabled={busy} onClick={() => send({ intent: "retry" })}>
              {text.progress.retry}
            </button>
          ) : (
            <p className="text-sm text-slate-700">{text.noMailShort}</p>
          )}
        </section>
      )}
      <details className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
        <summary className="min-h-11 cursor-pointer font-semibold text-slate-800">{issue.subjectEn}</summary>
        <pre className="mt-2 font-sans whitespace-pre-wrap text-slate-700">{issue.bodyEn}</pre>
        {issue.subjectHi && (
          <div lang="hi" className="mt-4 border-t border-slate-200 pt-4">
            <p className="font-semibold text-slate-800">{issue.subjectHi}</p>
            <pre className="mt-2 font-sans whitespace-pre-wrap text-slate-700">{issue.bodyHi}</pre>
          </div>
        )}
      </details>
    </div>
  );
}
