import { useRouteLoaderData } from "react-router";
import { DonationBanner } from "~/components/home/donation-banner";
import { HomeHero } from "~/components/home/home-hero";
import { StaticContent } from "~/components/ui/static-content";
import { jsonForScript, organizationJsonLd } from "~/lib/organization-json-ld";
import { type RootData, useSite } from "~/lib/site";
import type { HomeHeroBlockData, OrganisationWords } from "./type";

function OrganizationJsonLd({ words }: { words: OrganisationWords }) {
  const site = useSite();
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config, "<" escaped by jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(site, origin, words)) }}
    />
  );
}

export function HomeHeroBlock({ block }: { block: HomeHeroBlockData }) {
  const site = useSite();
  return (
    <>
      <OrganizationJsonLd words={block.organisation} />
      <DonationBanner upiId={site.upiId} words={block.banner} />
      {/* Only the banner (its pause button) is hydrated; the hero is kept as sent (decision 051). */}
      <StaticContent>
        <HomeHero hero={block.hero} />
      </StaticContent>
    </>
  );
}
