/**
 * What a content document's route does (/admin/site, /admin/jobs): load the
 * published document and its history from /api/content/{name}; save and restore
 * as the route's action, after which React Router loads them again (a new version
 * opens a fresh editor). The route modules only name their document.
 */
import { type ContentDocumentName, contentDocuments } from "#common/content-model/documents";
import { contentMessages } from "#common/messages/content";
import type { ContentDocumentView, ContentHistoryView } from "#common/schemas/content-document";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";

export interface ContentDocumentLoad {
  view: ContentDocumentView<unknown> | null;
  history: ContentHistoryView;
  error: string | null;
}

/** What the screen sends its route's action. */
export type ContentDocumentIntent =
  /** Publish: `version` the one it was begun from (a draft's own), its draft, if any, goes. */
  | { intent: "save"; document: unknown; version: number; draftVersion?: number }
  | { intent: "restore"; restore: number; version: number }
  /** Save as a draft (`draftVersion` 0 for the first), begun from published `version`. */
  | { intent: "draft"; document: unknown; version: number; draftVersion: number }
  | { intent: "discard"; draftVersion: number }
  /** Publish the draft by itself at `publishAt` (an instant with its offset), or, with null, not. */
  | { intent: "schedule"; draftVersion: number; publishAt: string | null };

export async function loadContentDocument(name: ContentDocumentName): Promise<ContentDocumentLoad> {
  try {
    const [view, history] = await Promise.all([
      apiRequest<{ data: ContentDocumentView<unknown> }>(`/content/${name}`),
      apiRequest<{ data: ContentHistoryView }>(`/content/${name}/history`),
    ]);
    return { view: view.data, history: history.data, error: null };
  } catch (error) {
    return { view: null, history: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The API's own message (a schedule's names its time). */
const said = (body: { message?: string }) => body.message;
const failure = (message: string) => message;

export async function contentDocumentAction(name: ContentDocumentName, request: Request) {
  const intent = await actionBody<ContentDocumentIntent>(request);
  const url = `/content/${name}`;
  if (intent.intent === "draft") {
    const { document, version, draftVersion } = intent;
    return adminWrite(
      () =>
        apiRequest<{ message?: string }>(`${url}/draft`, { method: "PUT", body: { document, version, draftVersion } }),
      { success: said, failure },
    );
  }
  if (intent.intent === "discard") {
    return adminWrite(
      () => apiRequest<{ message?: string }>(`${url}/draft/${intent.draftVersion}`, { method: "DELETE" }),
      { success: said, failure },
    );
  }
  if (intent.intent === "schedule") {
    const { draftVersion, publishAt } = intent;
    return adminWrite(
      () =>
        apiRequest<{ message?: string }>(`${url}/draft/schedule`, { method: "PUT", body: { draftVersion, publishAt } }),
      { success: said, failure },
    );
  }
  if (intent.intent === "restore") {
    return adminWrite(
      () =>
        apiRequest(`/content/${name}/history/${intent.restore}/restore`, {
          method: "POST",
          body: { version: intent.version },
        }),
      { success: contentMessages.restored(intent.restore), failure: (message) => message },
    );
  }
  const { document, version, draftVersion } = intent;
  return adminWrite(
    () => apiRequest(url, { method: "PUT", body: { document, version, ...(draftVersion ? { draftVersion } : {}) } }),
    { success: contentDocuments[name].saved, failure },
  );
}
