/**
 * The sets of cards a tab's panel shows, one kind per card design (app/content/card-types.ts
 * `CardSet`), told apart by `card`. Each card design draws its own fields.
 */
import { z } from "zod";
import { boundedText } from "../../schemas/text.ts";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { textList } from "./parts.ts";

/** A livelihood initiative: its name, a paragraph, whom it reached, its success rate and what it provides. */
const initiative = z.object({
  id: itemId,
  name: localizedText({ label: "Name", max: 120, required: true }),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
  beneficiaries: localizedText({ label: "Beneficiaries", max: 80, required: true, help: "Like: 120 entrepreneurs" }),
  successRate: labelled(
    boundedText(10, "Success rate: at most 10 characters", { required: "Success rate is required" }),
    { label: "Success rate", help: "As it is shown: 78%" },
  ),
  support: textList("What we provide", 8),
});

const initiativeCards = labelled(
  z.object({
    card: z.literal("initiative"),
    items: list(
      initiative,
      { label: "Initiatives", item: { label: "Initiative", titleField: "name" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Livelihood initiatives" },
);

export const cardSet = labelled(z.discriminatedUnion("card", [initiativeCards]), { label: "Cards" });
