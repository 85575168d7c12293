/** What Home's loader reads for its blocks: the UPI donation options (with QR codes) and the newest posts. */
import type { AppLoadContext } from "react-router";
import * as hindi from "~/content/hi/home";
import { home } from "~/content/home";
import { wordsFor } from "~/i18n/words";
import { donationOptions } from "./donation.server";
import { siteForRequest } from "./site.server";
import { publishedDay } from "./site-time";

export async function homeLoader({ context, request }: { context: AppLoadContext; request: Request }) {
  const site = await siteForRequest(context, request);
  const latest = context.services.blogs.latest(3);
  return {
    words: wordsFor(request, { ...hindi }),
    donation: donationOptions(site, home.donation.amounts, home.donation.note),
    // Spec 8: if the posts cannot be loaded, Latest Updates is simply hidden.
    latestPosts: (
      await latest.catch((error: unknown) => {
        console.error("latest posts failed to load", error);
        return [] as Awaited<typeof latest>;
      })
    ).map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      publishedOn: publishedDay(post, site.timeZone),
    })),
  };
}
