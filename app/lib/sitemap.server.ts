/**
 * The sitemap's URLs from what the site holds: the posts visitors can read and the
 * time each page the staff edit was last published (issue 41). Reading the page
 * documents makes a cached sitemap depend on them, so a publish drops it.
 */
import type { AppLoadContext } from "react-router";
import { EDITABLE_PAGES, editablePageKeys } from "#common/content-model/pages";
import { siteUrls } from "./sitemap";

export async function sitemapUrls(services: AppLoadContext["services"]) {
  const [posts, pages] = await Promise.all([
    services.blogs.sitemapEntries(),
    Promise.all(
      editablePageKeys.map(
        async (key) => [EDITABLE_PAGES[key].path, (await services.pages[key].stored()).updatedAt] as const,
      ),
    ),
  ]);
  return siteUrls(posts, new Map(pages));
}
