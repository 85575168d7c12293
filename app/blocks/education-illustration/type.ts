import type { Stat } from "~/content/display-types";

/** The learning-centre illustration beside the education figures (two columns on wide screens). */
export interface EducationIllustrationBlockData {
  kind: "educationIllustration";
  alt: string;
  heading: string;
  stats: readonly Stat[];
}
