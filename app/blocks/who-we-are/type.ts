import type { PageKey } from "~/content/paths";

/** Home's introduction: eyebrow, h2, paragraphs and a text link on one side; ticked pillars (h3 and a line) on the other. */
export interface WhoWeAreBlockData {
  kind: "whoWeAre";
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  link: { label: string; page: PageKey };
  pillars: readonly { title: string; text: string }[];
}
