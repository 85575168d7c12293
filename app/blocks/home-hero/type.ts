/** The top of Home: the organisation's JSON-LD, the scrolling donation banner and the hero (h1 from content/pages.ts). */
export interface HomeHeroBlockData {
  kind: "homeHero";
}
