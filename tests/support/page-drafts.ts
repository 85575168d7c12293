/**
 * A draft of a page the staff edit, saved through the admin API for end-to-end tests
 * of its preview link: the published page with another heading in both languages.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import type { PageDocument } from "#common/content-model/page";
import type { ContentDocumentView } from "#common/schemas/content-document";

/** The heading every such draft has, English and Hindi. */
export const DRAFT_HEADING = { en: "A draft heading", hi: "एक मसौदा शीर्षक" } as const;

/** Saves the draft of the document at `api` (`/api/content/page-…`); answers its version and preview token. */
export async function saveHeadingDraft(request: APIRequestContext, api: string, headers: Record<string, string>) {
  const view = (await (await request.get(api, { headers })).json()).data as ContentDocumentView<PageDocument>;
  const heading = { ...view.document.heading, ...DRAFT_HEADING };
  const saved = await request.put(`${api}/draft`, {
    headers,
    data: { document: { ...view.document, heading }, version: view.version, draftVersion: view.draft?.version ?? 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()).data as NonNullable<ContentDocumentView<PageDocument>["draft"]>;
}
