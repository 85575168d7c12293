/**
 * A page the staff edit (issue 41; common/content-model/page.ts) as its route draws
 * it: the published document in the page's language, its blocks in the shapes the
 * block components take. Server only: the model's schemas and the page's words
 * reach the browser as loader data, never in its JavaScript.
 */
import { type AppLoadContext, data } from "react-router";
import type { PageBlock } from "#common/content-model/blocks/index";
import type { PageAction as ModelAction } from "#common/content-model/blocks/parts";
import type { InLocale } from "#common/content-model/localized";
import { type PageDocument, pageInLocale } from "#common/content-model/page";
import { type EditablePageKey, pageDocumentName } from "#common/content-model/pages";
import type { Locale } from "#common/locale";
import type { Block } from "~/blocks/block";
import type { PageAction } from "~/content/display-types";
import type { PageInfo } from "~/content/pages";
import { localeOfRequest } from "~/i18n/words";
import { withFigures } from "./figures.server";

/** The blocks a page the staff edit is made of, as their components take them. */
export type PageDocumentBlock = Extract<Block, { kind: PageBlock["kind"] }>;

export interface PageDocumentData {
  page: PageInfo;
  blocks: PageDocumentBlock[];
}

function action(model: InLocale<ModelAction>): PageAction {
  switch (model.kind) {
    case "link":
      return { kind: "link", label: model.label, to: model.to };
    case "apply":
      return { kind: "apply", label: model.label, ...(model.type === "choose" ? {} : { type: model.type }) };
    case "document":
      return { kind: "document", label: model.label, document: model.document };
  }
}

/** An empty optional text is left out, so the component shows what it shows without one. */
const given = (text: string) => (text === "" ? undefined : text);

/**
 * A block's data for its component. The model's `id` only tells the block from the others (in a
 * comparison, a Hindi check); it is not the section's anchor (`SectionFields.id`), so it is left out.
 */
function blockData(
  { id: _id, ...model }: InLocale<PageBlock>,
  key: EditablePageKey,
  page: PageInfo,
): PageDocumentBlock {
  switch (model.kind) {
    case "hero":
      return {
        kind: "hero",
        page: key,
        heading: page.heading,
        eyebrow: given(model.eyebrow),
        intro: given(model.intro) ?? page.description,
        actions: model.actions.map(action),
      };
    case "cta":
      return { ...model, actions: model.actions.map(action) };
    case "stories":
      return { ...model, columns: model.columns === "three" ? 3 : 2 };
    default:
      return model;
  }
}

/** `document` as the page `key` shows it in `locale`. */
export function pageDocumentData(document: PageDocument, key: EditablePageKey, locale: Locale): PageDocumentData {
  const inLocale = pageInLocale(document, locale);
  const page = { title: inLocale.title, heading: inLocale.heading, description: inLocale.description };
  return { page, blocks: inLocale.blocks.map((block) => blockData(block, key, page)) };
}

/** What a page shown from a preview link says to caches and search engines: not to keep it. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The loader of a page the staff edit: its published document, in the request's
 * language; or, from the admin's preview link (`?preview=`, services/preview-links.ts),
 * its draft, never cached. A link that has expired, or whose draft was saved again,
 * published or discarded since, is a 404 saying so.
 */
export async function pageDocumentForRequest(context: AppLoadContext, request: Request, key: EditablePageKey) {
  const page = context.services.pages[key];
  const locale = localeOfRequest(request);
  const token = new URL(request.url).searchParams.get("preview");
  if (token === null) return pageDocumentData(await withFigures(context, await page.get()), key, locale);
  const version = await context.services.previewLinks.verify(pageDocumentName(key), token);
  const draft = version === undefined ? undefined : await page.draft();
  if (!draft || draft.version !== version) throw data(PREVIEW_GONE, { status: 404, headers: PREVIEW_HEADERS });
  return data(pageDocumentData(await withFigures(context, draft.data), key, locale), { headers: PREVIEW_HEADERS });
}

const PREVIEW_GONE =
  "This preview link has expired, or the draft was changed, published or discarded since. Open the preview again from the admin.";
