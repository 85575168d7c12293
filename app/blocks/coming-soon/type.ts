import type { IconKey } from "~/content/display-types";

/** A "coming soon" note (icon, badge, h2, text), then cards linking to where to go meanwhile. */
export interface ComingSoonBlockData {
  kind: "comingSoon";
  icon: IconKey;
  badge: string;
  heading: string;
  text: string;
  /** `to`: a page of this site ("/Mentors") or an address of another. */
  links: readonly { to: string; title: string; text: string; label: string }[];
}
