/**
 * The sitemap's URLs from what the site holds: the posts visitors can read and the
 * time each page the staff edit was last published (issue 41), or, for /transparency,
 * its latest document's upload if later (issue 47). Reading the page documents and the
 * documents makes a cached sitemap depend on them, so a publish or an upload drops it.
 */
import type { AppLoadContext } from "react-router";
import { EDITABLE_PAGES, editablePageKeys } from "#common/content-model/pages";
import { siteUrls } from "./sitemap";

export async function sitemapUrls(services: AppLoadContext["services"]) {
  const [posts, pages, documents] = await Promise.all([
    services.blogs.sitemapEntries(),
    Promise.all(
      editablePageKeys.map(
        async (key) => [EDITABLE_PAGES[key].path, (await services.pages[key].stored()).updatedAt] as const,
      ),
    ),
    services.transparencyDocuments.list(),
  ]);
  const published = new Map(pages);
  const transparency = EDITABLE_PAGES.transparency.path;
  for (const { uploadedAt } of documents) {
    const page = published.get(transparency);
    if (!page || uploadedAt > page) published.set(transparency, uploadedAt);
  }
  return siteUrls(posts, published);
}
