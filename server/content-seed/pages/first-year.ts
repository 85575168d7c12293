/**
 * Our first year in figures, as Home's impact band, About Us's "Small beginnings" band
 * and the footer (the navigation document's, ../navigation.ts) all showed them: the
 * shared figures cited by name (decision 070), and the year founded and the number of
 * programmes written out. Once saved, each page's and the footer's are their own.
 */
import type { PageBlock } from "#common/content-model/blocks/index";
import { t } from "../localized-text.ts";
import { citedStat } from "./cited-figure.ts";

type StatsBlock = Extract<PageBlock, { kind: "stats" }>;

export const firstYearStats: StatsBlock["stats"] = [
  citedStat("students", t("Students", "विद्यार्थी")),
  citedStat("states", t("States", "राज्य")),
  citedStat("districts", t("Districts", "ज़िले")),
  citedStat("partner-schools", t("Schools", "स्कूल"), "schools"),
];

export const firstYearHighlights: StatsBlock["highlights"] = [
  {
    id: "established",
    value: t("2025", ""),
    label: t("Established", "स्थापना"),
  },
  {
    id: "lives-transformed",
    value: t("{lives}", ""),
    label: t("Lives transformed", "ज़िंदगियों में बदलाव"),
  },
  {
    id: "programmes",
    value: t("5+", ""),
    label: t("Programmes", "कार्यक्रम"),
  },
];
