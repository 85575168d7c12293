/**
 * /Gallery (spec 2.19): server rendered, one page of items at a time, so the page
 * weighs the same with 50 photos or 5,000; search, category (?q=, ?category=) and
 * page (?page=) come from the URL and are applied by the database to the whole
 * gallery. No `headers` export: the list changes with every upload.
 */
import { redirect, useNavigation } from "react-router";
import { unprefixedPath } from "#common/locale";
import type { GalleryPage as GalleryResult } from "#common/schemas/gallery";
import { siteDay } from "#common/site-clock";
import { GalleryBoard } from "~/components/gallery/gallery-board";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { galleryText as englishGalleryText } from "~/content/gallery";
import { href } from "~/content/paths";
import { galleryWords } from "~/i18n/hindi-site-words.server";
import { useSiteWords } from "~/i18n/site-words";
import { localeOfRequest, localizePagePath, useTranslated, wordsFor } from "~/i18n/words";
import { ALL_CATEGORIES, categoryFromParam, galleryHref } from "~/lib/gallery-filter";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/gallery";

const MAX_SEARCH_LENGTH = 100;
/** Items per page: four rows of three on a desktop, a short scroll on a phone. */
export const GALLERY_PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = {
    search: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    category: categoryFromParam(params.get("category")),
  };
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  let result: GalleryResult = { items: [], matching: 0, total: 0, photos: { matching: 0, total: 0 }, counts: {} };
  try {
    result = await context.services.gallery.browse({
      search: filter.search,
      category: filter.category === ALL_CATEGORIES ? undefined : filter.category,
      page,
      limit: GALLERY_PAGE_SIZE,
    });
  } catch (error) {
    // Spec 8: a load failure is logged and the page shows its empty state.
    context.log.error({ err: error }, "gallery failed to load");
  }
  const totalPages = Math.max(1, Math.ceil(result.matching / GALLERY_PAGE_SIZE));
  // An old link to a page that no longer exists: the last page there is.
  if (page > totalPages) throw redirect(localizePagePath(galleryHref(filter, totalPages), localeOfRequest(request)));
  // Each item's day on the site's clock ("2026-03-02"), printed as it is: a photo taken
  // at 00:30 in India is dated that day, as the admin dates it (decision 066).
  const timeZone = context.services.config.site.timeZone;
  const items = result.items.map((item) => ({ ...item, date: siteDay(item.date, timeZone) }));
  return { ...result, items, filter, page, totalPages, words: wordsFor(request, galleryWords) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const page = useSiteWords().pages.gallery;
  const galleryText = useTranslated(englishGalleryText, "galleryText");
  const navigation = useNavigation();
  const reloading = navigation.state === "loading" && unprefixedPath(navigation.location.pathname) === href("gallery");
  return (
    <>
      <PageHero eyebrow={galleryText.hero.eyebrow} heading={page.heading} intro={page.description} />
      <Section tone="muted" className="!pt-8 sm:!pt-10">
        <GalleryBoard {...loaderData} loading={reloading} />
      </Section>
    </>
  );
}

export const meta = metaFor("gallery");
