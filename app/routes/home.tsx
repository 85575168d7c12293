/** Home (spec 2.3): banner and hero, who we are, our impact, donation by UPI, the programmes, latest updates, a call to action. */
import { useMemo } from "react";
import type { Block } from "~/blocks/block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { DonationBlock } from "~/blocks/donation/donation-block";
import { HomeHeroBlock } from "~/blocks/home-hero/home-hero-block";
import { LatestUpdatesBlock } from "~/blocks/latest-updates/latest-updates-block";
import type { LatestPost } from "~/blocks/latest-updates/type";
import { ProgrammeLinksBlock } from "~/blocks/programme-links/programme-links-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StatsBlock } from "~/blocks/stats/stats-block";
import { WhoWeAreBlock } from "~/blocks/who-we-are/who-we-are-block";
import { donationQrCodes } from "~/lib/donation.server";
import { type PageDocumentData, pageDocumentWith } from "~/lib/page-document.server";
import type { QrPath } from "~/lib/qr-svg.server";
import { siteForRequest } from "~/lib/site.server";
import { publishedDay } from "~/lib/site-time";
import type { Route } from "./+types/home";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
// Cached like every public page; a new post or a publish drops it at once (server/cache/).
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";

/** The page's document, the QR codes of the amounts it offers (paid to the site's UPI ID), its three newest posts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = await siteForRequest(context, request);
  const latest = context.services.blogs.latest(3);
  // Spec 8: if the posts cannot be loaded, Latest Updates is simply hidden.
  const posts = latest.then(
    (found) =>
      found.map(
        (post): LatestPost => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          publishedOn: publishedDay(post, site.timeZone),
        }),
      ),
    (error: unknown): LatestPost[] => {
      console.error("latest posts failed to load", error);
      return [];
    },
  );
  return pageDocumentWith(context, request, "home", async (shown) => ({
    qrCodes: donationQrCodes(site, shown.blocks),
    latestPosts: await posts,
  }));
}

const components = {
  homeHero: HomeHeroBlock,
  whoWeAre: WhoWeAreBlock,
  stats: StatsBlock,
  donation: DonationBlock,
  programmeLinks: ProgrammeLinksBlock,
  latestUpdates: LatestUpdatesBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"home">["blocks"];

/** The page's blocks with the QR codes in its donation sections and the newest posts in Latest Updates. */
function withLoaded<B extends Block>(
  blocks: readonly B[],
  qrCodes: Record<string, QrPath | null>,
  posts: readonly LatestPost[],
): B[] {
  return blocks.map((block): B => {
    if (block.kind === "donation") return { ...block, qrCodes };
    if (block.kind === "latestUpdates") return { ...block, posts };
    return block;
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { qrCodes, latestPosts } = loaderData;
  const blocks = loaderData.blocks as Blocks;
  const shown = useMemo(() => withLoaded(blocks, qrCodes, latestPosts), [blocks, qrCodes, latestPosts]);
  return <RenderBlocks blocks={shown} components={components} />;
}
