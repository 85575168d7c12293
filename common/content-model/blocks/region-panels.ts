/**
 * Our Reach's four tabs (issue 41): the regions, how far each programme reaches, the
 * expansion plans and the partner network. Each tab is drawn its own way, so each is a
 * group of its own fields; the words every card of a tab repeats (States, Budget...)
 * are the tab's, written once.
 */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { figureText, icon, sectionFields, shortStat, textList } from "./parts.ts";

const tabFields = {
  tab: localizedText({ label: "Tab's name", max: 60, required: true }),
  heading: localizedText({ label: "Heading", max: 160, required: true }),
  intro: localizedText({ label: "Introduction", max: 600, input: "multiline" }),
};

const cardWord = (label: string, help?: string) =>
  localizedText({ label, max: 60, required: true, ...(help ? { help } : {}) });

const region = z.object({
  id: itemId,
  region: localizedText({ label: "Region", max: 80, required: true }),
  states: textList("States", 12, 80),
  districts: figureText("Districts"),
  villages: figureText("Villages"),
  beneficiaries: figureText("Beneficiaries"),
  programs: textList("Key programmes", 8, 80),
  established: localizedText({ label: "Established", max: 40, required: true, help: "As it is shown: January 2025" }),
  headquarters: localizedText({ label: "Regional office", max: 120, required: true }),
});

const geographic = labelled(
  z.object({
    ...tabFields,
    labels: labelled(
      z.object({
        states: cardWord("Before the states"),
        districts: cardWord("Under the districts"),
        villages: cardWord("Under the villages"),
        beneficiaries: cardWord("Under the beneficiaries"),
        programs: cardWord("Before the key programmes"),
        established: cardWord("Before the day it was established"),
        headquarters: cardWord("Before the regional office"),
      }),
      { label: "Words on every region's card" },
    ),
    regions: list(region, { label: "Regions", item: { label: "Region", titleField: "region" } }, { max: 8, min: 1 }),
    mapHeading: localizedText({ label: "Heading of the map box", max: 120, required: true }),
    mapText: localizedText({
      label: "Text of the map box",
      max: 300,
      required: true,
      help: "Beside a Coming Soon button: the map is not there yet.",
    }),
  }),
  { label: "First tab: the regions" },
);

const programme = z.object({
  id: itemId,
  program: localizedText({ label: "Programme", max: 80, required: true }),
  reach: list(shortStat, { label: "Figures", item: { label: "Figure", titleField: "label" } }, { max: 4, min: 1 }),
  impact: textList("Impact", 8),
  focus: textList("Focus areas", 8, 80),
});

const program = labelled(
  z.object({
    ...tabFields,
    labels: labelled(z.object({ impact: cardWord("Above the impact"), focus: cardWord("Above the focus areas") }), {
      label: "Words on every programme's card",
    }),
    cards: list(
      programme,
      { label: "Programmes", item: { label: "Programme", titleField: "program" } },
      {
        max: 8,
        min: 1,
      },
    ),
  }),
  { label: "Second tab: the programmes" },
);

const plan = z.object({
  id: itemId,
  period: localizedText({ label: "Years", max: 20, required: true, help: "As it is shown: 2026-2030" }),
  title: localizedText({ label: "Title", max: 120, required: true }),
  budget: localizedText({ label: "Budget", max: 40, required: true, help: "As it is shown: ₹25 Crores" }),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
  targets: textList("Targets", 8),
});

const expansion = labelled(
  z.object({
    ...tabFields,
    labels: labelled(z.object({ budget: cardWord("Before the budget"), targets: cardWord("Above the targets") }), {
      label: "Words on every plan's card",
    }),
    plans: list(plan, { label: "Plans", item: { label: "Plan", titleField: "title" } }, { max: 6, min: 1 }),
  }),
  { label: "Third tab: the expansion plans" },
);

const partnerKind = z.object({
  id: itemId,
  icon,
  title: localizedText({ label: "Kind of partner", max: 80, required: true }),
  count: figureText("How many"),
  description: localizedText({ label: "Description", max: 300, required: true, input: "multiline" }),
  examples: textList("Examples", 8, 80),
});

const partnership = labelled(
  z.object({
    ...tabFields,
    categories: list(
      partnerKind,
      { label: "Kinds of partner", item: { label: "Kind of partner", titleField: "title" } },
      { max: 8, min: 1 },
    ),
  }),
  { label: "Fourth tab: the partner network" },
);

export const regionPanelsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("regionPanels"),
    ...sectionFields,
    label: localizedText({
      label: "Name of the tabs",
      max: 80,
      required: true,
      help: "Not shown: screen readers read it before the tabs' names.",
    }),
    geographic,
    program,
    expansion,
    partnership,
  }),
  { label: "Our reach in four tabs" },
);
