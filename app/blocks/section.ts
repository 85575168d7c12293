import type { Tone } from "~/components/ui/section";

/** What every block drawn as a page Section shares: its h2 with eyebrow and intro, its background, an anchor. */
export interface SectionFields {
  heading: string;
  eyebrow?: string;
  intro?: string;
  tone: Tone;
  /** The section's id, for a link to it (`#openings`). */
  id?: string;
}
