import type { z } from "zod";
import type { homeHeroBlock } from "#common/content-model/blocks/home-hero";
import type { InLocale } from "#common/content-model/localized";
import type { PageAction } from "~/content/display-types";

type Model = InLocale<z.infer<typeof homeHeroBlock>>;

/** What search engines read about the organisation beside its Site details (organization-json-ld.ts). */
export type OrganisationWords = Model["organisation"];
/** The scrolling donation banner's words; `{upiId}` in a message is the UPI ID. */
export type BannerWords = Model["banner"];

/** The hero under the banner: the page's heading (h1), the line above it, its introduction, its buttons and drawing. */
export interface HeroWords extends Omit<Model["hero"], "action"> {
  heading: string;
  /** The first button (Get Involved); the second goes to the donation section. */
  action: PageAction;
}

/** The top of Home: the organisation's JSON-LD, the scrolling donation banner, and the hero. */
export interface HomeHeroBlockData {
  kind: "homeHero";
  banner: BannerWords;
  hero: HeroWords;
  organisation: OrganisationWords;
}
