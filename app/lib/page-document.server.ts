/**
 * A page the staff edit (issue 41; common/content-model/page.ts) as its route draws
 * it: the published document in the page's language, its blocks in the shapes the
 * block components take. Server only: the model's schemas and the page's words
 * reach the browser as loader data, never in its JavaScript.
 */
import { type AppLoadContext, data } from "react-router";
import type { PageBlock } from "#common/content-model/blocks/index";
import type { PageAction as ModelAction, Stat } from "#common/content-model/blocks/parts";
import type { InLocale } from "#common/content-model/localized";
import { type PageDocument, pageInLocale, pageOnDay } from "#common/content-model/page";
import { type EditablePageKey, type PageBlockKindOf, pageDocumentName } from "#common/content-model/pages";
import type { Locale } from "#common/locale";
import { siteDay } from "#common/site-clock";
import type { Block } from "~/blocks/block";
import type { PanelPart, TabPanelData } from "~/blocks/tabbed-cards/type";
import type { CardSet, Profile } from "~/content/card-types";
import { COMING_SOON, type PageAction } from "~/content/display-types";
import type { PageInfo } from "~/content/pages";
import { localeOfRequest } from "~/i18n/words";
import { withFigures } from "./figures.server";

/** The blocks a page the staff edit is made of, as their components take them. */
export type PageDocumentBlock = Extract<Block, { kind: PageBlock["kind"] }>;

/** The blocks page `K` may have (common/content-model/pages.ts), as their components take them. */
export type PageDocumentBlockOf<K extends EditablePageKey> = Extract<PageDocumentBlock, { kind: PageBlockKindOf<K> }>;

export interface PageDocumentData<K extends EditablePageKey = EditablePageKey> {
  page: PageInfo;
  blocks: PageDocumentBlockOf<K>[];
}

function action(model: InLocale<ModelAction>): PageAction {
  switch (model.kind) {
    case "link":
      return { kind: "link", label: model.label, to: model.to, ...(model.context ? { context: model.context } : {}) };
    case "apply":
      return { kind: "apply", label: model.label, ...(model.type === "choose" ? {} : { type: model.type }) };
    case "document":
      return { kind: "document", label: model.label, document: model.document };
    case "comingSoon":
      // The button reads the site's "Coming Soon" in the page's language (ComingSoonButton).
      return { kind: "coming-soon", label: COMING_SOON };
  }
}

/** An empty optional text is left out, so the component shows what it shows without one. */
const given = (text: string) => (text === "" ? undefined : text);

/** A figure, without an explanation when it has none. */
const statData = (model: InLocale<Stat>) => ({ ...model, description: given(model.description) });

type ModelTab = InLocale<Extract<PageBlock, { kind: "tabbedCards" }>>["tabs"][number];
type ModelPanelPart = ModelTab["parts"][number];
type ModelCardSet = Extract<ModelPanelPart, { part: "cards" }>["cards"];

const CARD_COLUMNS = { two: 2, three: 3, wide: "wide" } as const;
const GRID_COLUMNS = { two: 2, three: 3, four: 4, wide: "wide", thirds: "thirds" } as const;

type ModelProfiles = Extract<ModelCardSet, { card: "profile" }>;

/**
 * A person's card: the details the set names that they have (education, experience,
 * specialisation), their chips and highlights, a phone or e-mail, a photo; whatever is
 * empty is left out, so the card shows what it showed without it.
 */
function profile(person: ModelProfiles["items"][number], labels: ModelProfiles["labels"]): Profile {
  const details = (["education", "experience", "specialisation"] as const)
    .filter((key) => person[key] !== "")
    .map((key) => ({ label: labels[key], value: person[key] }));
  const { phone, email, photo } = person;
  return {
    name: person.name,
    role: person.role,
    ...(person.location ? { location: person.location } : {}),
    bio: person.bio,
    ...(details.length > 0 ? { details } : {}),
    ...(person.tags.length > 0 ? { tags: person.tags } : {}),
    ...(person.highlights.length > 0
      ? { achievements: person.highlights, achievementsHeading: labels.highlights }
      : {}),
    ...(phone || email ? { contact: { ...(phone ? { phone } : {}), ...(email ? { email } : {}) } } : {}),
    ...(photo ? { photo: { url: photo.url, width: photo.width, height: photo.height, alt: photo.alt } } : {}),
  };
}
const FEATURE_COLUMNS = { two: 2, three: 3, four: 4 } as const;

/** A set of cards for its card design (a course's length is a number of weeks). */
function cardSet(model: ModelCardSet): CardSet {
  switch (model.card) {
    case "initiative":
    case "environmentProgramme":
    case "schoolProgramme":
    case "schoolStory":
    case "partner":
    case "governmentModel":
    case "governmentPartnership":
    case "fellowshipProgramme":
    case "alumnus":
    case "mentorship":
    case "regionalTeam":
      return model;
    case "profile":
      return { card: "profile", items: model.items.map((person) => profile(person, model.labels)) };
    case "partnershipType":
      return { ...model, action: action(model.action) };
    case "course":
      return {
        card: "course",
        items: model.items.map((course) => ({ ...course, durationWeeks: Number(course.durationWeeks) })),
      };
    case "opportunity":
      return { card: "opportunity", items: model.items.map((way) => ({ ...way, action: action(way.action) })) };
  }
}

/** Cards under a group's own h3: their titles are h4s (a way to join's; the other designs' are as they are). */
function underGroupHeading(cards: CardSet): CardSet {
  return cards.card === "opportunity"
    ? { ...cards, items: cards.items.map((way) => ({ ...way, headingLevel: 4 as const })) }
    : cards;
}

/** A part of a tab's panel for `PanelPartView` (its `id` left out, as a block's is). */
function panelPart({ id: _id, ...model }: ModelPanelPart): PanelPart {
  switch (model.part) {
    case "cards":
      return {
        part: "cards",
        heading: model.heading,
        description: given(model.description),
        ...(model.icon ? { icon: model.icon } : {}),
        columns: CARD_COLUMNS[model.columns],
        cards: cardSet(model.cards),
      };
    case "heading":
      return { part: "heading", heading: model.heading, description: given(model.description) };
    case "steps":
      return model;
    case "stats":
      return { part: "stats", stats: model.stats.map(statData) };
    case "features":
      return {
        part: "features",
        heading: given(model.heading),
        headingLevel: model.headingSize === "large" ? 3 : 4,
        features: model.features,
        columns: FEATURE_COLUMNS[model.columns],
      };
    case "textWithAside":
      return {
        part: "textWithAside",
        heading: model.heading,
        paragraphs: model.paragraphs,
        aside: { heading: model.asideHeading, points: model.asidePoints },
      };
    case "action":
      return { part: "action", action: action(model.action) };
    case "actions":
      return { part: "actions", actions: model.actions.map(action) };
  }
}

const tabPanel = (tab: ModelTab): TabPanelData => ({ id: tab.id, label: tab.label, parts: tab.parts.map(panelPart) });

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
    case "hero": {
      const hero = { kind: "hero", page: key, heading: page.heading, eyebrow: given(model.eyebrow) } as const;
      const intro = given(model.intro) ?? page.description;
      // Buttons or figures (the model refuses both); with neither, none (an empty row would still be drawn).
      if (model.actions.length > 0) return { ...hero, intro, actions: model.actions.map(action) };
      if (model.stats.length > 0) {
        return { ...hero, intro, stats: { heading: given(model.statsHeading), stats: model.stats.map(statData) } };
      }
      return { ...hero, intro };
    }
    case "programmeCards":
      return {
        ...model,
        programmes: model.programmes.map((programme) => ({ ...programme, eyebrow: given(programme.eyebrow) })),
      };
    case "tabbedCards":
      // The first tab is open when the page opens.
      return { ...model, defaultTabId: model.tabs[0]?.id ?? "", tabs: model.tabs.map(tabPanel) };
    case "featureGrid": {
      const { columns, actions, textSize, ...grid } = model;
      const [button] = actions;
      return {
        ...grid,
        columns: FEATURE_COLUMNS[columns],
        ...(textSize === "large" ? { large: true } : {}),
        ...(button ? { action: action(button) } : {}),
      };
    }
    case "stats": {
      const { highlights, ...stats } = model;
      return { ...stats, stats: model.stats.map(statData), ...(highlights.length > 0 ? { highlights } : {}) };
    }
    case "article":
      return {
        ...model,
        sections: model.sections.map(({ list, ...section }) => ({
          ...section,
          ...(list.length > 0 ? { list } : {}),
        })),
      };
    case "stories":
      return { ...model, columns: model.columns === "three" ? 3 : 2 };
    case "cardGrid": {
      // A grid of cards under the section's heading, then any more, each under its own.
      const { columns, cards, groups, ...grid } = model;
      const more = groups.map((group) => ({
        eyebrow: given(group.eyebrow),
        heading: group.heading,
        columns: GRID_COLUMNS[group.columns],
        cards: underGroupHeading(cardSet(group.cards)),
      }));
      return { ...grid, groups: [{ columns: GRID_COLUMNS[columns], cards: cardSet(cards) }, ...more] };
    }
    case "spotlight":
      return { ...model, action: action(model.action) };
    case "steps": {
      // The box under the steps, if there is one.
      const { callout, ...steps } = model;
      const [box] = callout ?? [];
      return box ? { ...steps, callout: { heading: box.heading, text: box.text, action: action(box.action) } } : steps;
    }
    case "jobBoard":
      // The board is the page's #openings, where a link to the openings leads.
      return { ...model, id: "openings" };
    case "faq":
      return { ...model, help: { ...model.help, actions: model.help.actions.map(action) } };
    case "homeHero":
      // Its h1 is the page's heading, as the heading band's is.
      return { ...model, hero: { ...model.hero, heading: page.heading, action: action(model.hero.action) } };
    case "donation":
      // Whole rupees as the staff write them ("500"); none: the donor types the amount.
      return {
        ...model,
        amounts: model.amounts.map((option) => ({
          ...option,
          amount: option.amount === "" ? null : Number(option.amount),
        })),
      };
    case "cta": {
      const { spaceAbove, ...cta } = model;
      // No space above after a white section, whose own space is enough.
      return { ...cta, actions: model.actions.map(action), ...(spaceAbove === "flush" ? { flushTop: true } : {}) };
    }
    default:
      return model;
  }
}

/**
 * `document` as the page `key` shows it in `locale`. Its blocks are of the kinds that
 * page may have: its document's schema (`pageSchemaFor`) refused any other at its save.
 */
export function pageDocumentData<K extends EditablePageKey>(
  document: PageDocument,
  key: K,
  locale: Locale,
): PageDocumentData<K> {
  const inLocale = pageInLocale(document, locale);
  const page = { title: inLocale.title, heading: inLocale.heading, description: inLocale.description };
  const blocks = inLocale.blocks.map((block) => blockData(block, key, page));
  return { page, blocks: blocks as PageDocumentBlockOf<K>[] };
}

/** What a page shown from a preview link says to caches and search engines: not to keep it. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The loader of a page the staff edit: its published document, in the request's
 * language; or, from the admin's preview link (`?preview=`, services/preview-links.ts),
 * its draft, never cached. A link that has expired, or whose draft was saved again,
 * published or discarded since, is a 404 saying so. `more` goes with the page's data (a
 * form's words: `{ words }`, words.ts).
 */
export async function pageDocumentForRequest<K extends EditablePageKey, M extends object = Record<never, never>>(
  context: AppLoadContext,
  request: Request,
  key: K,
  /** More loader data beside the page's (its form's words, the openings it lists). */
  more: M = {} as M,
) {
  return pageDocumentWith(context, request, key, () => more);
}

/** What a route's loader is given that a page's loader reads. */
interface PageLoaderArgs {
  context: AppLoadContext;
  request: Request;
}

/**
 * The `loader` of a route that draws page `key`: `pageDocumentForRequest`, with
 * `more` loader data made first from the request (a form's words, the openings it
 * lists). The route exports it beside the page's meta and headers:
 *
 *     export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
 *     export const loader = pageDocumentLoader("aboutUs");
 */
export const pageDocumentLoader =
  <K extends EditablePageKey, M extends object = Record<never, never>>(
    key: K,
    more?: (args: PageLoaderArgs) => M | Promise<M>,
  ) =>
  async ({ context, request }: PageLoaderArgs) =>
    pageDocumentForRequest(context, request, key, await more?.({ context, request }));

/**
 * `pageDocumentForRequest`, with more loader data made from the page as it is shown
 * (published, or the draft previewed): Home's QR codes, drawn for the amounts it offers.
 */
export async function pageDocumentWith<K extends EditablePageKey, M extends object>(
  context: AppLoadContext,
  request: Request,
  key: K,
  more: (shown: PageDocumentData<K>) => M | Promise<M>,
) {
  const page = context.services.pages[key];
  const locale = localeOfRequest(request);
  // Events whose day has passed on the site's clock are not shown (decision 082).
  const today = siteDay(new Date(), context.services.config.site.timeZone);
  const shownOf = async (document: PageDocument) =>
    pageDocumentData(pageOnDay(await withFigures(context, document), today), key, locale);
  const token = new URL(request.url).searchParams.get("preview");
  if (token === null) {
    const shown = await shownOf(await page.get());
    return { ...shown, ...(await more(shown)) };
  }
  const version = await context.services.previewLinks.verify(pageDocumentName(key), token);
  const draft = version === undefined ? undefined : await page.draft();
  if (!draft || draft.version !== version) throw data(PREVIEW_GONE, { status: 404, headers: PREVIEW_HEADERS });
  const shown = await shownOf(draft.data);
  return data({ ...shown, ...(await more(shown)) }, { headers: PREVIEW_HEADERS });
}

const PREVIEW_GONE =
  "This preview link has expired, or the draft was changed, published or discarded since. Open the preview again from the admin.";
