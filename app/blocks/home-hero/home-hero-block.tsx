import { useRouteLoaderData } from "react-router";
import { DonationBanner } from "~/components/home/donation-banner";
import { HomeHero } from "~/components/home/home-hero";
import { StaticContent } from "~/components/ui/static-content";
import { home as englishHome } from "~/content/home";
import { useSiteWords } from "~/i18n/site-words";
import { useTranslated } from "~/i18n/words";
import { jsonForScript, organizationJsonLd } from "~/lib/organization-json-ld";
import { type RootData, useSite } from "~/lib/site";
import type { HomeHeroBlockData } from "./type";

function OrganizationJsonLd() {
  const site = useSite();
  const { jsonLd } = useTranslated(englishHome, "home");
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config, "<" escaped by jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(site, origin, jsonLd)) }}
    />
  );
}

export function HomeHeroBlock(_: { block: HomeHeroBlockData }) {
  const site = useSite();
  const { pages } = useSiteWords();
  return (
    <>
      <OrganizationJsonLd />
      <DonationBanner upiId={site.upiId} />
      {/* Only the banner (its pause button) is hydrated; the hero is kept as sent (decision 051). */}
      <StaticContent>
        <HomeHero heading={pages.home.heading} />
      </StaticContent>
    </>
  );
}
