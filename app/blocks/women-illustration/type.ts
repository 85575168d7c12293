/** The women's-group illustration beside an introduction and its three pillars. */
export interface WomenIllustrationBlockData {
  kind: "womenIllustration";
  alt: string;
  heading: string;
  intro: string;
  pillars: readonly { label: string; text: string }[];
}
