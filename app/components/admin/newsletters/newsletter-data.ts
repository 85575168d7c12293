/**
 * What the Newsletters screens read and send (issue 42): the list with what
 * sending needs, one issue, and the route action's intents (save, test, send now
 * or at a time, cancel, retry, delete), each through `adminWrite` for its toast.
 */
import type { NewsletterIssueList, NewsletterIssueView } from "#common/schemas/newsletter-issues";
import { adminWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { ApiError, apiRequest } from "~/lib/api-client";

export const NEWSLETTERS_PATH = "/admin/subscribers/newsletters";
export const newsletterPath = (id: string) => `${NEWSLETTERS_PATH}/${id}`;

export interface IssueFields {
  subjectEn: string;
  bodyEn: string;
  subjectHi: string;
  bodyHi: string;
}

export type NewsletterIntent =
  | { intent: "save"; fields: IssueFields }
  | { intent: "test"; fields: IssueFields; to: string }
  | { intent: "send"; sendAt: string | null }
  | { intent: "cancel" }
  | { intent: "retry" }
  | { intent: "delete" };

export interface NewsletterLoad {
  list: NewsletterIssueList | null;
  issue: NewsletterIssueView | null;
  error: string | null;
  /** The issue asked for is not there (deleted, or a mistyped address): said as such, not as a failure. */
  notFound: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadNewsletter(id: string | null): Promise<NewsletterLoad> {
  try {
    const [list, issue] = await Promise.all([
      apiRequest<{ data: NewsletterIssueList }>("/newsletter/issues", { timeoutMs: 30_000 }),
      id ? apiRequest<{ data: NewsletterIssueView }>(`/newsletter/issues/${encodeURIComponent(id)}`) : null,
    ]);
    return { list: list.data, issue: issue?.data ?? null, error: null, notFound: false };
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return { list: null, issue: null, error: errorText(error), notFound };
  }
}

type Answer = { data: NewsletterIssueView | null; message?: string };
const said = (answer: Answer) => answer.message;
const failure = (message: string) => message;

/** Creates the issue (no id yet) or saves it; its view. */
const save = (id: string | null, fields: IssueFields) =>
  apiRequest<Answer>(id ? `/newsletter/issues/${id}` : "/newsletter/issues", {
    method: id ? "PUT" : "POST",
    body: fields,
    timeoutMs: 30_000,
  });

export async function newsletterAction(id: string | null, intent: NewsletterIntent): Promise<WriteResult<Answer>> {
  const url = `/newsletter/issues/${id}`;
  switch (intent.intent) {
    case "save":
      return adminWrite(() => save(id, intent.fields), { success: said, failure });
    case "test":
      // The test is of what is on screen: saved first.
      return adminWrite(
        async () => {
          const saved = await save(id, intent.fields);
          const issueId = saved.data?.id ?? id;
          const sent = await apiRequest<Answer>(`/newsletter/issues/${issueId}/test`, {
            method: "POST",
            body: intent.to ? { to: intent.to } : {},
            timeoutMs: 60_000,
          });
          return { data: saved.data, message: sent.message };
        },
        { success: said, failure },
      );
    case "send":
      return adminWrite(
        () => apiRequest<Answer>(`${url}/send`, { method: "POST", body: { sendAt: intent.sendAt }, timeoutMs: 60_000 }),
        { success: said, failure },
      );
    case "cancel":
      return adminWrite(() => apiRequest<Answer>(`${url}/cancel`, { method: "POST", body: {} }), {
        success: said,
        failure,
      });
    case "retry":
      return adminWrite(() => apiRequest<Answer>(`${url}/retry`, { method: "POST", body: {} }), {
        success: said,
        failure,
      });
    case "delete":
      return adminWrite(() => apiRequest<Answer>(url, { method: "DELETE" }), { success: said, failure });
  }
}
