/**
 * /Gallery (spec 2.19): server rendered from the gallery list, so photos show
 * before JavaScript runs; search and category filter from the URL (?q=,
 * ?category=). No `headers` export: the list changes with every upload.
 */
import { type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { GalleryBoard } from "~/components/gallery/gallery-board";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { galleryText } from "~/content/gallery";
import { pages } from "~/content/pages";
import { categoryFromParam } from "~/lib/gallery-filter";
import { metaFor } from "~/lib/meta";
import type { GalleryItemView } from "../../common/schemas/gallery.ts";
import type { Route } from "./+types/gallery";

const MAX_SEARCH_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  let items: GalleryItemView[] = [];
  try {
    items = await context.services.gallery.list();
  } catch (error) {
    // Spec 8: a load failure is logged and the page shows its empty state.
    context.log.error({ err: error }, "gallery failed to load");
  }
  return {
    items,
    filter: {
      search: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
      category: categoryFromParam(params.get("category")),
    },
  };
}

// Filtering happens in the page; a changed query string needs no new list.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const page = pages.gallery;
  const navigation = useNavigation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === page.path;
  return (
    <>
      <PageHero eyebrow={galleryText.hero.eyebrow} heading={page.heading} intro={page.description} />
      <Section tone="muted" className="!pt-8 sm:!pt-10">
        <GalleryBoard items={loaderData.items} initialFilter={loaderData.filter} loading={reloading} />
      </Section>
    </>
  );
}

export const meta = metaFor("gallery");
