/** Words the people pages a new site starts with share (once saved, each page's are its own). */
import { t } from "../localized-text.ts";

/** The names of a person card's details, over its highlights. */
export const personWords = {
  education: t("Education", "शिक्षा"),
  experience: t("Experience", "अनुभव"),
  specialisation: t("Specialisation", "विशेषज्ञता"),
  highlights: t("Highlights", "खास उपलब्धियाँ"),
};
