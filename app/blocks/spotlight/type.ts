import type { LucideIcon } from "lucide-react";
import type { PageAction } from "~/content/display-types";

/** One opening in a tinted band (Volunteer & Internship on /Career): icon, eyebrow, h2, a line, chips, a button. */
export interface SpotlightBlockData {
  kind: "spotlight";
  icon: LucideIcon;
  eyebrow: string;
  heading: string;
  text: string;
  points: readonly string[];
  action: PageAction;
}
