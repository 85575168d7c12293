/** Headline figures as tiles, and maybe a row of smaller highlights under them (our first year, the 2030 goals). */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled } from "../localized.ts";
import { sectionFields, shortStat, stats } from "./parts.ts";

export const statsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("stats"),
    ...sectionFields,
    stats: stats(8),
    highlights: list(
      shortStat,
      {
        label: "Highlights",
        help: "Smaller figures in a row under the tiles; may be none.",
        item: { label: "Highlight", titleField: "label" },
      },
      { max: 6 },
    ),
  }),
  { label: "Figures" },
);
