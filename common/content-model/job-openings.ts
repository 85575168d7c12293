/**
 * Job openings (issue 41): the jobs /WorkWithUs lists and the application form
 * offers, edited by the staff in the admin's Jobs screen and stored in the
 * database. An opening leaves the site after its closing day (on the site's
 * clock); the category buttons count the openings shown.
 */
import { z } from "zod";
import type { Locale } from "../locale.ts";
import { calendarDay, choice, itemId, list } from "./fields.ts";
import { JOB_CATEGORIES, type JobOpening, URGENCIES } from "./job-terms.ts";
import { inLocale, localizedText } from "./localized.ts";

/** A bullet of a list on the job's card (a requirement, a responsibility, a benefit). */
const bullets = (label: string, one: string) =>
  list(
    z.object({ id: itemId, text: localizedText({ label: one, max: 300, required: true }) }),
    { label, item: { label: one, titleField: "text" } },
    { max: 12 },
  );

/** Re-exported for those that read openings with the model. */
export type { JobCategory, JobOpening, Urgency } from "./job-terms.ts";

export const jobOpeningSchema = z.object({
  id: itemId,
  title: localizedText({ label: "Job title", max: 120, required: true }),
  department: localizedText({ label: "Department", max: 80, required: true }),
  location: localizedText({ label: "Location", max: 120, required: true, help: "Town and state, or Remote (India)." }),
  type: localizedText({ label: "Type", max: 40, required: true, help: "Full-time, Part-time, Contract…" }),
  experience: localizedText({ label: "Experience", max: 40, required: true, help: "For example 2-4 years." }),
  category: choice(JOB_CATEGORIES, {
    label: "Category",
    help: "The button on Work With Us that lists it.",
  }),
  urgency: choice(URGENCIES, { label: "Urgency", help: "The badge on the job's card." }),
  posted: calendarDay({ label: "Posted on", help: "Shown on the card." }, { required: true }),
  closes: calendarDay({
    label: "Last day listed",
    help: "The next morning it leaves the site by itself. Empty: listed until you remove it.",
  }),
  description: localizedText({ label: "About the role", max: 1500, required: true, input: "multiline" }),
  requirements: bullets("Requirements", "Requirement"),
  responsibilities: bullets("Responsibilities", "Responsibility"),
  benefits: bullets("Benefits", "Benefit"),
});

export type JobOpeningRecord = z.infer<typeof jobOpeningSchema>;

export const jobOpeningsSchema = z.object({
  openings: list(
    jobOpeningSchema,
    {
      label: "Job openings",
      help: "Listed on Work With Us in this order, and offered on the application form.",
      item: { label: "Opening", titleField: "title" },
    },
    { max: 60 },
  ),
});

export type JobOpenings = z.infer<typeof jobOpeningsSchema>;

/** Whether `opening` is still listed on `today` (an ISO day on the site's clock). */
export const isOpen = (opening: Pick<JobOpeningRecord, "closes">, today: string) =>
  !opening.closes || opening.closes >= today;

/** The openings listed on `today`, in `locale` (English where the Hindi is empty). */
export function openingsFor(document: JobOpenings, locale: Locale, today: string): JobOpening[] {
  const words = (text: Parameters<typeof inLocale>[0]) => inLocale(text, locale);
  const lines = (items: { text: Parameters<typeof inLocale>[0] }[]) => items.map((item) => words(item.text));
  return document.openings
    .filter((opening) => isOpen(opening, today))
    .map((opening) => ({
      id: opening.id,
      title: words(opening.title),
      department: words(opening.department),
      location: words(opening.location),
      type: words(opening.type),
      experience: words(opening.experience),
      category: opening.category,
      urgency: opening.urgency,
      posted: opening.posted,
      description: words(opening.description),
      requirements: lines(opening.requirements),
      responsibilities: lines(opening.responsibilities),
      benefits: lines(opening.benefits),
    }));
}
