/**
 * /VolunteerInternship's openings and the heading of its application form: the
 * volunteer/internship switch, the list of the chosen kind (volunteer roles with their
 * time and place, internships with their length and stipend), and the form's heading
 * and introduction. The form's own fields and messages are the code's (the visitor
 * forms' catalogues); the jobs offered are the staff's openings (Jobs).
 */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { textList } from "./parts.ts";

/** Three texts, one for each kind of application (the switch's two and a job's, from a job's Apply). */
const perApplicationType = (label: string, max: number, input?: "multiline") => {
  const text = (kind: string) =>
    localizedText({ label: `${label}: ${kind}`, max, required: true, ...(input ? { input } : {}) });
  return labelled(z.object({ volunteer: text("volunteering"), internship: text("internships"), job: text("a job") }), {
    label,
  });
};

const opening = {
  id: itemId,
  title: localizedText({
    label: "Title",
    max: 120,
    required: true,
    help: "The form offers it by this title, and the Inbox names an application by its English.",
  }),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
};

const volunteerRole = z.object({
  ...opening,
  time: localizedText({ label: "Time", max: 60, required: true, help: "Like: 4-6 hours/week" }),
  location: localizedText({ label: "Location", max: 80, required: true }),
  skills: textList("Good to have", 8, 80),
});

const internship = z.object({
  ...opening,
  duration: localizedText({ label: "Duration", max: 60, required: true, help: "Like: 3-6 months" }),
  stipend: localizedText({ label: "Stipend", max: 60, required: true, help: "Like: ₹5,000-8,000/month" }),
  skills: textList("Good to have", 8, 80),
});

const word = (label: string, help?: string) =>
  localizedText({ label, max: 80, required: true, ...(help ? { help } : {}) });

export const applicationBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("application"),
    toggle: labelled(
      z.object({
        label: word("Question above the switch", "Like: I want to apply as"),
        volunteer: word("Volunteering button"),
        internship: word("Internship button"),
      }),
      { label: "The volunteer/internship switch" },
    ),
    listHeading: perApplicationType("Heading of the openings", 160),
    listIntro: perApplicationType("Introduction of the openings", 600, "multiline"),
    // In groups, so that the section is named by its kind alone in the list of sections.
    workWithUsLink: labelled(z.object({ label: word("Text of the link") }), {
      label: "Link to Work With Us (for a job)",
      help: "Shown instead of the list when a job's Apply opened the form.",
    }),
    labels: labelled(
      z.object({
        time: word("Time (read by screen readers)"),
        location: word("Location (read by screen readers)"),
        duration: word("Duration (read by screen readers)"),
        stipend: word("Stipend (read by screen readers)"),
        skills: word("Heading of the skills"),
      }),
      { label: "Words on every card", help: "The same on each card: the names of its parts." },
    ),
    volunteerRoles: list(
      volunteerRole,
      { label: "Volunteer roles", item: { label: "Volunteer role", titleField: "title" } },
      { max: 12, min: 1 },
    ),
    internships: list(
      internship,
      { label: "Internships", item: { label: "Internship", titleField: "title" } },
      { max: 12, min: 1 },
    ),
    form: labelled(
      z.object({
        heading: perApplicationType("Heading", 160),
        intro: localizedText({ label: "Introduction", max: 600, required: true, input: "multiline" }),
      }),
      { label: "The form's heading", help: "The form's fields and messages are the same on every site." },
    ),
  }),
  {
    label: "Openings and application form",
    help: "The form's fields and messages are the same on every site; the jobs it offers are those in Jobs.",
  },
);
