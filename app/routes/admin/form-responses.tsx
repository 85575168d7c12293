/**
 * /admin/forms/{id} (spec 2.27): a custom form's title, description, created date
 * and response count, Export CSV when responses exist, the list labelled
 * 'Response #n' with the chosen one's answers beside it (below it on a phone), and
 * 'Form Not Found' with Back to Admin for an unknown form. Admin only. Besides
 * that one-by-one view, a table (`?view=table`) and a per-question summary
 * computed by the server (`?view=summary`; issue 43). The form and its responses,
 * and the summary when shown, come from the route's client loader; keeping a
 * response past its time (the legal hold, issue 42), deleting it, and everything
 * one person sent ("Delete one person's data"), are its action.
 */
import clsx from "clsx";
import { useState } from "react";
import { formMessages } from "#common/messages/forms";
import { formAdminMessages as messages } from "#common/messages/forms-admin";
import type { FormSummary } from "#common/schemas/form-summary";
import type { CustomFormSummary, FormResponse } from "#common/schemas/forms";
import { ResponseDetail, responseContact, responseTitle } from "~/components/admin/forms/response-detail";
import { ResponsesSummary } from "~/components/admin/forms/responses-summary";
import { ResponsesTable } from "~/components/admin/forms/responses-table";
import { type ResponsesView, ResponsesViewSwitch, viewOf } from "~/components/admin/forms/responses-view-switch";
import { usePersonDataDialog } from "~/components/admin/personal-data/person-data-dialog";
import {
  type ErasePersonIntent,
  erasePersonAction,
  isErasePersonIntent,
} from "~/components/admin/personal-data/personal-data";
import { notify } from "~/components/admin/shared/admin-notify";
import { adminTabPath } from "~/components/admin/shared/admin-tabs";
import { actionBody, adminWrite, useRouteAction } from "~/components/admin/shared/admin-write";
import { holdWrite } from "~/components/admin/shared/retention-hold";
import { BackLink, ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { adminFormsText } from "~/content/admin/forms";
import { adminPages } from "~/content/admin/pages";
import { adminText } from "~/content/admin/shell";
import { pathTo } from "~/content/paths";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { readStoredSession, signInRedirect } from "~/lib/admin/session";
import { ApiError, apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/form-responses";

const text = adminFormsText.responses;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.formResponses, args),
  { name: "robots", content: "noindex, nofollow" },
];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const formPath = (id: string) => `/custom-forms/${encodeURIComponent(id)}`;

/** The summary when it is shown: the server's, or why it could not be read (the rest of the page still shows). */
type LoadedSummary = { data: FormSummary; error: null } | { data: null; error: string } | null;

async function loadSummary(id: string, view: ResponsesView): Promise<LoadedSummary> {
  if (view !== "summary") return null;
  try {
    const answer = await apiRequest<{ data: FormSummary }>(`${formPath(id)}/responses/summary`, { timeoutMs: 60_000 });
    return { data: answer.data, error: null };
  } catch (error) {
    return { data: null, error: errorText(error) };
  }
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!readStoredSession()) throw signInRedirect(request);
  const view = viewOf(new URL(request.url));
  try {
    const [answer, summary] = await Promise.all([
      apiRequest<{ data: { form: CustomFormSummary; responses: FormResponse[] } }>(`${formPath(params.id)}/responses`, {
        timeoutMs: 30_000,
      }),
      loadSummary(params.id, view),
    ]);
    // Newest first; numbers stay those of arrival order.
    return {
      state: "ready" as const,
      view,
      form: answer.data.form,
      responses: [...answer.data.responses].reverse(),
      summary,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: "missing" as const };
    return { state: "failed" as const, message: errorText(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="p-8 text-center text-slate-600">{text.loading}</p>;
}

type ResponsesIntent =
  | { intent: "delete-response"; responseId: string }
  | { intent: "hold"; responseId: string; held: boolean };

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const body = await actionBody<ResponsesIntent | ErasePersonIntent>(request);
  if (isErasePersonIntent(body)) return erasePersonAction(body);
  if (body.intent === "hold") return holdWrite("formAnswer", body.responseId, body.held);
  const { responseId } = body;
  return adminWrite(
    () =>
      apiRequest(`${formPath(params.id)}/responses/${encodeURIComponent(responseId)}`, {
        method: "DELETE",
        timeoutMs: 30_000,
      }),
    { success: messages.responses.deleted, failure: messages.responses.deleteFailed },
  );
}

export default function AdminFormResponsesPage({ loaderData: loaded, params }: Route.ComponentProps) {
  const confirm = useConfirm();
  const { date, dateTime } = useSiteTime();
  const act = useRouteAction<ResponsesIntent>();
  const [selected, setSelected] = useState<string | null>(null);
  const personData = usePersonDataDialog();
  const [exporting, setExporting] = useState(false);
  const path = formPath(params.id);

  if (loaded.state === "missing") {
    // Spec 2.27: Form Not Found and a Back to Admin button.
    const { notFound } = formMessages;
    return (
      <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
        <ScreenHeading
          title={notFound.heading}
          intro={notFound.text}
          back={<BackLink to={adminTabPath("forms")}>{notFound.backToAdmin}</BackLink>}
        />
      </div>
    );
  }
  if (loaded.state === "failed") {
    return (
      <div className="mx-auto max-w-xl p-8 text-center">
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {messages.responses.loadFailed(loaded.message)}
        </p>
        <BackToForms />
      </div>
    );
  }

  const { form, responses, view, summary } = loaded;
  const current = responses.find((r) => r.id === selected) ?? responses[0];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithAuth(`${path}/responses.csv`, `${form.title} responses.csv`);
    } catch (error) {
      notify(messages.responses.exportFailed(errorText(error)), "error");
    } finally {
      setExporting(false);
    }
  };

  const download = async (responseId: string, fieldId: string, name: string) => {
    try {
      await downloadWithAuth(`${path}/responses/${responseId}/files/${encodeURIComponent(fieldId)}`, name);
    } catch (error) {
      notify(errorText(error), "error");
    }
  };

  const remove = async (response: FormResponse) => {
    const yes = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(response.number),
      confirmLabel: text.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete-response", responseId: response.id });
  };

  const choose = (responseId: string) => {
    setSelected(responseId);
    // On a phone the answers sit below the list: take the reader there.
    requestAnimationFrame(() => document.getElementById("response-heading")?.focus());
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BackToForms />
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{form.title}</h1>
          {form.description && <p className="mt-2 text-slate-600">{form.description}</p>}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>{text.created(date(form.createdAt))}</span>
            <span className="font-semibold text-slate-800" data-testid="response-count">
              {text.count(responses.length)}
            </span>
            {form.disabled && <span className="text-slate-500">{text.closed}</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {personData.button}
          {responses.length > 0 && (
            <button
              type="button"
              onClick={() => void exportCsv()}
              disabled={exporting}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              <Icon name="download" className="size-4" />
              {exporting ? text.exporting : text.exportCsv}
            </button>
          )}
        </div>
      </header>
      {personData.dialog}

      {responses.length > 0 && <ResponsesViewSwitch view={view} />}

      {responses.length === 0 || !current ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="inbox" className="size-10 text-slate-400" />
          <p className="mt-4 font-bold text-slate-900">{text.emptyTitle}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{text.emptyText}</p>
          {!form.disabled && (
            <a
              href={pathTo.customForm(form.id)}
              target="_blank"
              rel="noopener"
              className="mt-4 font-semibold text-brand-700"
            >
              {text.openForm}
            </a>
          )}
        </div>
      ) : view === "table" ? (
        <div className="mt-6">
          <ResponsesTable
            responses={responses}
            fields={form.fields}
            onDownload={(responseId, fieldId, name) => void download(responseId, fieldId, name)}
          />
        </div>
      ) : view === "summary" ? (
        <div className="mt-6">
          {summary?.data ? (
            <ResponsesSummary summary={summary.data} />
          ) : (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {text.summary.loadFailed(summary?.error ?? "")}
            </p>
          )}
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-label={text.listLabel}>
            <ul className="max-h-[32rem] space-y-1 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-sm lg:max-h-[70vh]">
              {responses.map((response) => {
                const active = response.id === current.id;
                return (
                  <li key={response.id}>
                    <button
                      type="button"
                      aria-current={active ? "true" : undefined}
                      onClick={() => choose(response.id)}
                      className={clsx(
                        "flex w-full flex-col rounded-lg px-3 py-2.5 text-left",
                        active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
                      )}
                    >
                      <span className="font-semibold">{responseTitle(response, form.fields)}</span>
                      <span className={clsx("text-xs", active ? "text-brand-100" : "text-slate-500")}>
                        {text.response(response.number)} · {dateTime(response.submittedAt)}
                        {response.held && ` · ${adminText.retention.hold.onHold}`}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <ResponseDetail
            response={current}
            fields={form.fields}
            headingId="response-heading"
            onDownload={(fieldId, name) => void download(current.id, fieldId, name)}
            onSetHeld={(held) => act({ intent: "hold", responseId: current.id, held })}
            onDelete={() => void remove(current)}
            onFindPerson={() => personData.openFor(responseContact(current, form.fields))}
          />
        </div>
      )}
    </div>
  );
}

function BackToForms() {
  return <BackLink to={adminTabPath("forms")}>{text.back}</BackLink>;
}
