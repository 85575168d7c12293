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
  | { intent: "save"; document: unknown; version: number }
  | { intent: "restore"; restore: number; version: number };

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

export async function contentDocumentAction(name: ContentDocumentName, request: Request) {
  const intent = await actionBody<ContentDocumentIntent>(request);
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
  return adminWrite(
    () =>
      apiRequest(`/content/${name}`, { method: "PUT", body: { document: intent.document, version: intent.version } }),
    { success: contentDocuments[name].saved, failure: (message) => message },
  );
}
