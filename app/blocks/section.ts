/** What every block drawn as a page Section shares: its h2, intro line and background. */
export interface SectionFields {
  heading: string;
  intro?: string;
  tone: "white" | "muted";
}
