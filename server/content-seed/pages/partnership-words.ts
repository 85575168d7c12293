/** Words the three partnership pages a new site starts with share (once saved, each page's are its own). */
import { t } from "../localized-text.ts";

export const partnershipTypes = t("Partnership Types", "साझेदारी के प्रकार");
export const partnershipProcess = t("Partnership Process", "साझेदारी की प्रक्रिया");
