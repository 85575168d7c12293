import type { LucideIcon } from "lucide-react";

/** A "coming soon" note (icon, badge, h2, text), then cards linking to where to go meanwhile. */
export interface ComingSoonBlockData {
  kind: "comingSoon";
  icon: LucideIcon;
  badge: string;
  heading: string;
  text: string;
  /** `to` is an `href(pageKey)`. */
  links: readonly { to: string; title: string; text: string; label: string }[];
}
