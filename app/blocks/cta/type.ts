import type { CallToAction } from "~/content/display-types";

/** The closing band: heading, a line of text and its buttons (the first primary). */
export interface CtaBlockData extends CallToAction {
  kind: "cta";
  /** No top padding, when the section above is white too. */
  flushTop?: boolean;
}
