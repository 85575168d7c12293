/**
 * The headline figures (issue 41): students, schools, districts, states... each
 * stated once, with the day it is true for, and cited by its name in any text a
 * page, a question or a job shows: `{students}` is shown as "4053+" wherever it is
 * written, so changing the figure here changes it everywhere at the next read.
 */
import { z } from "zod";
import { boundedText } from "../schemas/text.ts";
import { calendarDay, itemId, list } from "./fields.ts";
import { labelled, localizedText } from "./localized.ts";

/** A figure's name in a text: `{students}`, `{partner-schools}`. */
const CITATION = /\{([a-z][a-z0-9-]{0,39})\}/g;

const figure = z.object({
  id: itemId,
  name: labelled(
    boundedText(40, "Name: at most 40 characters", { required: "Name is required" }).regex(
      /^[a-z][a-z0-9-]*$/,
      "Name: lower-case letters, digits and dashes, starting with a letter (like partner-schools)",
    ),
    { label: "Name", help: "Write it in braces in any text to show the figure there: {students}" },
  ),
  value: labelled(boundedText(20, "Figure: at most 20 characters", { required: "Figure is required" }), {
    label: "Figure",
    help: "As it is shown: 4053+, 2,60,000+, 95%",
  }),
  label: localizedText({ label: "What it counts", max: 80, required: true }),
  asOf: calendarDay({ label: "True on", help: "The day this figure was counted." }, { required: true }),
});

export const figuresSchema = z.object({
  items: list(
    figure,
    {
      label: "Figures",
      help: "Each figure once; the pages, questions and jobs that name it in braces show it.",
      item: { label: "Figure", titleField: "label" },
    },
    { max: 60 },
  ).refine((items) => new Set(items.map((item) => item.name)).size === items.length, "Figures: two have the same name"),
});

export type Figures = z.infer<typeof figuresSchema>;

/** Every `{name}` of a known figure in the texts of `value` replaced by the figure; other braces stay. */
export function citeFigures<T>(value: T, figures: Figures): T {
  const byName = new Map(figures.items.map((item) => [item.name, item.value]));
  if (byName.size === 0) return value;
  const cite = (node: unknown): unknown => {
    if (typeof node === "string")
      return node.includes("{") ? node.replace(CITATION, (whole, name: string) => byName.get(name) ?? whole) : node;
    if (Array.isArray(node)) return node.map(cite);
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, cite(item)]));
    }
    return node;
  };
  return cite(value) as T;
}
