/**
 * /WorkWithUs's openings: the search box, a chip per category with the openings it
 * holds, the count line, the job cards and the empty state. The openings are the
 * staff's (Jobs); the words around them are here.
 */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { JOB_CATEGORIES, URGENCIES } from "../job-terms.ts";
import { labelled, localizedText } from "../localized.ts";
import { sectionFields } from "./parts.ts";

const word = (label: string, help?: string, max = 80) =>
  localizedText({ label, max, required: true, ...(help ? { help } : {}) });

/** One text per key of `names` (a category, an urgency), labelled with its English name. */
const namesOf = <K extends string>(names: Record<K, string>, meta: { label: string; help: string }) =>
  labelled(
    z.object(
      Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, word(name)])) as Record<
        K,
        ReturnType<typeof localizedText>
      >,
    ),
    meta,
  );

export const jobBoardBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("jobBoard"),
    ...sectionFields,
    filter: labelled(
      z.object({
        searchLabel: word("Name of the search box (read by screen readers)"),
        searchPlaceholder: word("Hint in the search box", "Like: Search by title, department or location", 120),
        categoriesLabel: word("Name of the category buttons (read by screen readers)"),
        allCategories: word("Button of every category", "Like: All Positions"),
        countOne: word("Count line, one opening found", "{n} stands for the number: {n} position found"),
        countOther: word("Count line, any other number", "{n} stands for the number: {n} positions found"),
        emptyHeading: word("Heading when nothing is found"),
        emptyHint: word("Line when nothing is found", undefined, 300),
        clearFilters: word("Button that clears the search"),
      }),
      { label: "Search and categories" },
    ),
    categories: namesOf(JOB_CATEGORIES, {
      label: "Names of the categories",
      help: "On the category buttons; an opening's category is chosen in Jobs.",
    }),
    urgencies: namesOf(URGENCIES, {
      label: "Names of the urgencies",
      help: "The badge on an opening's card; an opening's urgency is chosen in Jobs.",
    }),
    labels: labelled(
      z.object({
        department: word("Department (read by screen readers)"),
        location: word("Location (read by screen readers)"),
        type: word("Type (read by screen readers)"),
        posted: word("Posted (read by screen readers)"),
        requirements: word("Heading of the requirements"),
        benefits: word("Heading of the benefits"),
        apply: word("Apply button"),
      }),
      { label: "Words on every card", help: "The same on each opening's card: the names of its parts." },
    ),
  }),
  { label: "Job openings", help: "The openings listed in Jobs, with a search box and a button per category." },
);
