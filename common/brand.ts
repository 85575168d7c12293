/** The brand's colours, for what is drawn outside the style sheet: the browser's theme colour, the app manifest, icons and link-preview pictures. */
export const brandColours = {
  /** Browser bar and splash screen (the header's dark green). */
  theme: "#154f47",
  background: "#ffffff",
  /** The logo's circle. */
  logo: "#166257",
  /** The logo's sun. */
  accent: "#ff9d38",
} as const;
