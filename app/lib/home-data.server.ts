/** What Home's loader reads for its blocks: the UPI donation options (with QR codes) and the newest posts. */
import type { AppLoadContext } from "react-router";
import { home } from "~/content/home";
import { donationOptions } from "./donation.server";

export async function homeLoader({ context }: { context: AppLoadContext }) {
  const site = context.services.config.site;
  const latest = context.services.blogs.latest(3);
  return {
    donation: donationOptions(site, home.donation.amounts, home.donation.note),
    // Spec 8: if the posts cannot be loaded, Latest Updates is simply hidden.
    latestPosts: await latest.catch((error: unknown) => {
      console.error("latest posts failed to load", error);
      return [] as Awaited<typeof latest>;
    }),
  };
}
