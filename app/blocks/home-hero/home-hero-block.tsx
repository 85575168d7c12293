import { useRouteLoaderData } from "react-router";
import { DonationBanner } from "~/components/home/donation-banner";
import { HomeHero } from "~/components/home/home-hero";
import { home } from "~/content/home";
import { pages } from "~/content/pages";
import { jsonForScript, organizationJsonLd } from "~/lib/organization-json-ld";
import { type RootData, useSite } from "~/lib/site";
import type { HomeHeroBlockData } from "./type";

function OrganizationJsonLd() {
  const site = useSite();
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config, "<" escaped by jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(site, origin, home.jsonLd)) }}
    />
  );
}

export function HomeHeroBlock(_: { block: HomeHeroBlockData }) {
  const site = useSite();
  return (
    <>
      <OrganizationJsonLd />
      <DonationBanner upiId={site.upiId} />
      <HomeHero heading={pages.home.heading} />
    </>
  );
}
