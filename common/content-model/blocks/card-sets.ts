/**
 * The sets of cards a tab's panel shows, one kind per card design (app/content/card-types.ts
 * `CardSet`), told apart by `card`. Each card design draws its own fields, and a page's route
 * hands in the designs of its own cards only: a page takes the kinds it lists (pages.ts).
 */
import { z } from "zod";
import { boundedText } from "../../schemas/text.ts";
import { choice, itemId, list } from "../fields.ts";
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

/** A course: its level (which colours its badge), length, modules, the jobs it leads to, its certificate. */
const course = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  level: choice(
    { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced", "All levels": "All levels" },
    { label: "Level" },
  ),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
  durationWeeks: labelled(
    boundedText(2, "Length in weeks: a number of weeks, like 6", { required: "Length in weeks is required" }).regex(
      /^[1-9]\d?$/,
      "Length in weeks: a number of weeks, like 6",
    ),
    { label: "Length in weeks", help: "The card reads “6 weeks”." },
  ),
  modules: textList("Modules", 12),
  careers: textList("Career paths", 8),
  certification: localizedText({ label: "Certification", max: 200, required: true }),
});

const courseCards = labelled(
  z.object({
    card: z.literal("course"),
    items: list(course, { label: "Courses", item: { label: "Course", titleField: "title" } }, { max: 12, min: 1 }),
  }),
  { label: "Courses" },
);

/** An environment programme: its title, a line, its impact and who took part. */
const environmentProgramme = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
  impact: localizedText({ label: "Impact", max: 160, required: true, help: "Like: 18 ponds revived" }),
  participants: localizedText({ label: "Participants", max: 80, required: true, help: "Like: 2,400 villagers" }),
});

const environmentProgrammeCards = labelled(
  z.object({
    card: z.literal("environmentProgramme"),
    items: list(
      environmentProgramme,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Environment programmes" },
);

const CARD_SETS = {
  initiative: initiativeCards,
  course: courseCards,
  environmentProgramme: environmentProgrammeCards,
} as const;
export type CardSetKind = keyof typeof CARD_SETS;
type CardSetSchema = (typeof CARD_SETS)[CardSetKind];

/** A set of cards of one of `kinds`. */
export const cardSetOf = (kinds: readonly [CardSetKind, ...CardSetKind[]]) =>
  labelled(z.discriminatedUnion("card", kinds.map((kind) => CARD_SETS[kind]) as [CardSetSchema, ...CardSetSchema[]]), {
    label: "Cards",
  });

/** A set of cards of any kind. */
export const cardSet = cardSetOf(Object.keys(CARD_SETS) as [CardSetKind, ...CardSetKind[]]);
