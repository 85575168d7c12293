import type { IconKey, PageAction } from "~/content/display-types";

/** One opening in a tinted band (Volunteer & Internship on /Career): icon, eyebrow, h2, a line, chips, a button. */
export interface SpotlightBlockData {
  kind: "spotlight";
  icon: IconKey;
  eyebrow: string;
  heading: string;
  text: string;
  points: readonly string[];
  action: PageAction;
}
