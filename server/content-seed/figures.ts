/**
 * The figures a new site starts with (issue 41): those the specification gives for
 * the foundation's first year (spec 9, "Impact"), cited by name where the pages,
 * questions and jobs stated them.
 */
import type { Figures } from "#common/content-model/figures";
import { t } from "./localized-text.ts";

const asOf = "2026-03-31";

export const initialFigures: Figures = {
  items: [
    { id: "students", name: "students", value: "4053+", label: t("Students supported", "विद्यार्थियों को सहयोग"), asOf },
    { id: "partner-schools", name: "partner-schools", value: "20+", label: t("Partner schools", "साझेदार स्कूल"), asOf },
    { id: "districts", name: "districts", value: "15+", label: t("Districts", "ज़िले"), asOf },
    { id: "states", name: "states", value: "5+", label: t("States", "राज्य"), asOf },
    { id: "lives", name: "lives", value: "100+", label: t("Lives transformed", "ज़िंदगियों में बदलाव"), asOf },
    { id: "villages", name: "villages", value: "515", label: t("Villages we work in", "गाँव, जहाँ हम काम करते हैं"), asOf },
    { id: "trees", name: "trees", value: "50,000+", label: t("Trees planted", "पेड़ लगाए"), asOf },
  ],
};
