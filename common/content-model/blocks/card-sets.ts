/**
 * The sets of cards a tab's panel shows, one kind per card design (app/content/card-types.ts
 * `CardSet`), told apart by `card`. Each card design draws its own fields, and a page's route
 * hands in the designs of its own cards only: a page takes the kinds it lists (pages.ts).
 */
import { z } from "zod";
import { boundedText, isEmailAddress } from "../../schemas/text.ts";
import { choice, itemId, list, photo } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { button, icon, textList } from "./parts.ts";

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

/**
 * The words a card design shows beside each card's own (Scope, Duration...), the same on
 * every card of the set: one group of fields, each `fields[key]` its label.
 */
const cardWords = <K extends string>(fields: Record<K, string>) =>
  labelled(
    z.object(
      Object.fromEntries(
        Object.entries<string>(fields).map(([key, label]) => [key, localizedText({ label, max: 60, required: true })]),
      ) as Record<K, ReturnType<typeof localizedText>>,
    ),
    { label: "Words on every card", help: "The same on each card of this set: the names of its parts." },
  );

const cardTitle = localizedText({ label: "Title", max: 120, required: true });
const cardDescription = localizedText({ label: "Description", max: 600, required: true, input: "multiline" });
const line = (label: string, help?: string) =>
  localizedText({ label, max: 200, required: true, ...(help ? { help } : {}) });

/** A school partnership programme: what it covers, for how long, at what cost, its benefits, its impact, who may ask. */
const schoolProgramme = z.object({
  id: itemId,
  title: cardTitle,
  icon,
  description: cardDescription,
  scope: line("Scope", "Like: Classes 6-12, one lab per school"),
  duration: line("Duration"),
  investment: line("Investment", "What it costs the school"),
  eligibility: line("Eligibility"),
  benefits: textList("Benefits", 8),
  impact: line("Impact so far"),
});

const schoolProgrammeCards = labelled(
  z.object({
    card: z.literal("schoolProgramme"),
    labels: cardWords({
      scope: "Scope",
      duration: "Duration",
      investment: "Investment",
      eligibility: "Eligibility",
      benefits: "Benefits",
      impact: "Impact",
    }),
    items: list(
      schoolProgramme,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "School partnership programmes" },
);

/** A partner school's story: the challenge, what was done, the results and the principal's words. */
const schoolStory = z.object({
  id: itemId,
  school: localizedText({ label: "School", max: 120, required: true }),
  program: localizedText({ label: "Programme", max: 120, required: true }),
  year: localizedText({ label: "Year", max: 20, required: true, help: "Like: 2025-26" }),
  challenge: localizedText({ label: "The challenge", max: 600, required: true, input: "multiline" }),
  solution: localizedText({ label: "What we did", max: 600, required: true, input: "multiline" }),
  results: textList("Results", 8),
  testimonial: localizedText({ label: "In the principal's words", max: 400, required: true, input: "multiline" }),
  principal: localizedText({ label: "Who said it", max: 120, required: true, help: "Name and role" }),
});

const schoolStoryCards = labelled(
  z.object({
    card: z.literal("schoolStory"),
    labels: cardWords({ challenge: "The challenge", solution: "What we did", results: "Results" }),
    items: list(schoolStory, { label: "Stories", item: { label: "Story", titleField: "school" } }, { max: 12, min: 1 }),
  }),
  { label: "Schools' stories" },
);

/** A way for a company to partner: its scope, length, investment, benefits, programmes and examples. */
const partnershipType = z.object({
  id: itemId,
  title: cardTitle,
  icon,
  description: cardDescription,
  investment: line("Investment", "Like: ₹10 lakhs-₹5 crores"),
  duration: line("Duration"),
  scope: line("Scope"),
  benefits: textList("Benefits", 8),
  programs: textList("Programmes", 8),
  examples: textList("Examples", 6),
});

const partnershipTypeCards = labelled(
  z.object({
    card: z.literal("partnershipType"),
    labels: cardWords({
      investment: "Investment",
      duration: "Duration",
      scope: "Scope",
      benefits: "Benefits",
      programs: "Programmes",
      examples: "Examples",
    }),
    action: button(
      "The button on every card",
      "When it opens a page, screen readers hear the card's title after its text (its own words for screen readers are not used).",
    ),
    items: list(
      partnershipType,
      { label: "Partnership types", item: { label: "Partnership type", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Corporate partnership types" },
);

/** A company we work with: its sector, kind of partnership, since when, its impact and programmes. */
const partner = z.object({
  id: itemId,
  name: localizedText({ label: "Name", max: 120, required: true }),
  sector: line("Sector"),
  partnership: line("Partnership", "Like: CSR Partnership"),
  since: localizedText({ label: "Partner since", max: 20, required: true, help: "A year, like 2025" }),
  impact: line("Impact"),
  programs: textList("Programmes", 8),
});

const partnerCards = labelled(
  z.object({
    card: z.literal("partner"),
    labels: cardWords({ sector: "Sector", partnership: "Partnership", since: "Partner since", impact: "Impact" }),
    items: list(partner, { label: "Partners", item: { label: "Partner", titleField: "name" } }, { max: 24, min: 1 }),
  }),
  { label: "Corporate partners" },
);

/** A way to partner with government: its scope, length, examples, benefits and what it needs. */
const governmentModel = z.object({
  id: itemId,
  title: cardTitle,
  icon,
  description: cardDescription,
  scope: line("Scope"),
  duration: line("Duration"),
  benefits: textList("Benefits", 8),
  requirements: textList("What it needs", 8),
  examples: textList("Examples", 6),
});

const governmentModelCards = labelled(
  z.object({
    card: z.literal("governmentModel"),
    labels: cardWords({
      scope: "Scope",
      duration: "Duration",
      benefits: "Benefits",
      requirements: "What it needs",
      examples: "Examples",
    }),
    items: list(
      governmentModel,
      { label: "Partnership types", item: { label: "Partnership type", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Government partnership types" },
);

/** A partnership under way with a government body: where, how long, its budget, impact, focus and status. */
const governmentPartnership = z.object({
  id: itemId,
  program: localizedText({ label: "Programme", max: 120, required: true }),
  partner: localizedText({ label: "Partner", max: 120, required: true, help: "The department or body" }),
  status: choice({ Active: "Active", Completing: "Completing" }, { label: "Status" }),
  states: textList("States", 10, 60),
  duration: line("Duration", "Like: 2025-2027"),
  budget: line("Budget"),
  impact: line("Impact"),
  focus: textList("Focus areas", 8, 80),
});

const governmentPartnershipCards = labelled(
  z.object({
    card: z.literal("governmentPartnership"),
    labels: cardWords({
      status: "Status (read by screen readers)",
      active: "Active (the badge)",
      completing: "Completing (the badge)",
      states: "States",
      duration: "Duration",
      budget: "Budget",
      impact: "Impact",
      focus: "Focus areas",
    }),
    items: list(
      governmentPartnership,
      { label: "Partnerships", item: { label: "Partnership", titleField: "program" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Government partnerships under way" },
);

/** A fellowship programme: its type, length, stipend, places, requirements, responsibilities, benefits and dates. */
const fellowshipProgramme = z.object({
  id: itemId,
  title: cardTitle,
  icon,
  type: line("Type", "Like: Full-time, field-based"),
  description: cardDescription,
  duration: localizedText({ label: "Duration", max: 60, required: true, help: "As it is shown: 12 months" }),
  stipend: localizedText({ label: "Stipend", max: 60, required: true, help: "As it is shown: ₹25,000 per month" }),
  locations: textList("Locations", 8, 80),
  nextCohort: localizedText({ label: "Next cohort", max: 60, required: true, help: "Like: April 2027" }),
  applicationDeadline: localizedText({ label: "Apply by", max: 60, required: true, help: "Like: 31 January 2027" }),
  responsibilities: textList("Key responsibilities", 10),
  benefits: textList("Benefits", 10),
  requirements: textList("Requirements", 10),
});

const fellowshipProgrammeCards = labelled(
  z.object({
    card: z.literal("fellowshipProgramme"),
    labels: cardWords({
      duration: "Duration",
      stipend: "Stipend",
      locations: "Locations",
      nextCohort: "Next cohort",
      deadline: "Apply by",
      responsibilities: "Key responsibilities (the first 3 are shown)",
      benefits: "Benefits (the first 4 are shown)",
      requirements: "Requirements (opened on demand)",
    }),
    items: list(
      fellowshipProgramme,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Fellowship programmes" },
);

/** A former fellow: the fellowship, what they do now, their story and achievements. */
const alumnus = z.object({
  id: itemId,
  name: localizedText({ label: "Name", max: 80, required: true }),
  fellowship: localizedText({ label: "Fellowship and year", max: 120, required: true }),
  currentRole: localizedText({ label: "What they do now", max: 160, required: true }),
  story: localizedText({ label: "Story", max: 800, required: true, input: "multiline" }),
  achievements: textList("Achievements", 6),
});

const alumnusCards = labelled(
  z.object({
    card: z.literal("alumnus"),
    items: list(
      alumnus,
      { label: "Former fellows", item: { label: "Former fellow", titleField: "name" } },
      {
        max: 12,
        min: 1,
      },
    ),
  }),
  { label: "Former fellows' stories" },
);

/** A contact a card shows as it is written (a phone number, an e-mail address), the same in both languages; may be empty. */
const contact = (label: string, max: number, valid: (text: string) => boolean, example: string) =>
  labelled(
    boundedText(max, `${label}: at most ${max} characters`).refine(
      (text) => text === "" || valid(text),
      `${label}: enter ${example}, or leave it empty`,
    ),
    { label, help: `Like ${example}; empty: not shown. The same on the Hindi page.` },
  );

const optionalLine = (label: string, help: string) => localizedText({ label, max: 200, help });

/**
 * A person (leadership, mentors, key players): name, role, maybe a photo (else their
 * initials), where they are, a few lines about them, the details the card lists under
 * its set's words (education, experience, specialisation; each shown when filled in),
 * chips, highlights and a phone and an e-mail address.
 */
const person = z.object({
  id: itemId,
  name: localizedText({
    label: "Name",
    max: 80,
    required: true,
    help: "In Hindi only when it is spelt differently; empty, the Hindi page shows the English.",
  }),
  role: localizedText({ label: "Role", max: 120, required: true, help: "Like: Chief Operating Officer" }),
  photo: photo({
    label: "Photo",
    help: "Optional: without a photo the card shows the person's initials in a coloured circle.",
  }).optional(),
  location: localizedText({ label: "Place", max: 120, help: "Like: Pune, Maharashtra; may be empty." }),
  bio: localizedText({ label: "About them", max: 800, required: true, input: "multiline" }),
  education: optionalLine("Education", "Like: Ph.D. in Education, University of Rajasthan; may be empty."),
  experience: optionalLine("Experience", "Like: 22 years; may be empty."),
  specialisation: optionalLine("Specialisation", "May be empty."),
  tags: textList("Chips (specialties, programmes)", 8, 80),
  highlights: textList("Highlights", 8),
  phone: contact("Phone", 20, (text) => /^\+?[\d\s-]{8,20}$/.test(text), "a number like +91 98765 43210"),
  email: contact("E-mail", 254, isEmailAddress, "an address like name@example.org"),
});

const profileCards = labelled(
  z.object({
    card: z.literal("profile"),
    labels: cardWords({
      education: "Education",
      experience: "Experience",
      specialisation: "Specialisation",
      highlights: "Highlights (over the list)",
    }),
    items: list(person, { label: "People", item: { label: "Person", titleField: "name" } }, { max: 40, min: 1 }),
  }),
  { label: "People" },
);

/** A mentorship programme: how long, how many took part, a line and its outcomes. */
const mentorship = z.object({
  id: itemId,
  title: cardTitle,
  description: cardDescription,
  duration: localizedText({ label: "Duration", max: 60, required: true, help: "As it is shown: 6 months" }),
  participants: localizedText({ label: "Participants", max: 80, required: true, help: "Like: 400+ students" }),
  outcomes: textList("Outcomes", 8),
});

const mentorshipCards = labelled(
  z.object({
    card: z.literal("mentorship"),
    labels: cardWords({
      duration: "Duration (read by screen readers)",
      participants: "Participants (read by screen readers)",
      outcomes: "Outcomes",
    }),
    items: list(
      mentorship,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Mentorship programmes" },
);

/** A regional team: its lead, office, size and focus areas. */
const regionalTeam = z.object({
  id: itemId,
  region: localizedText({ label: "Region", max: 80, required: true }),
  lead: localizedText({
    label: "Regional lead",
    max: 80,
    required: true,
    help: "A name: in Hindi only when it is spelt differently.",
  }),
  office: localizedText({ label: "Office", max: 80, required: true }),
  members: localizedText({ label: "Team", max: 80, required: true, help: "Like: 35 staff & volunteers" }),
  focus: textList("Focus areas", 6, 80),
});

const regionalTeamCards = labelled(
  z.object({
    card: z.literal("regionalTeam"),
    labels: cardWords({
      lead: "Regional lead (read by screen readers)",
      office: "Office (read by screen readers)",
      members: "Team (read by screen readers)",
      focus: "Focus areas (read by screen readers)",
    }),
    items: list(
      regionalTeam,
      { label: "Regional teams", item: { label: "Regional team", titleField: "region" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Regional teams" },
);

/** A way to join (/Career): its icon, title, a line, ticked points and the button to its page. */
const opportunity = z.object({
  id: itemId,
  icon,
  title: localizedText({ label: "Title", max: 120, required: true }),
  text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
  points: textList("Ticked points", 6, 120),
  action: button(),
});

const opportunityCards = labelled(
  z.object({
    card: z.literal("opportunity"),
    items: list(
      opportunity,
      { label: "Ways to join", item: { label: "Way to join", titleField: "title" } },
      { max: 12, min: 1 },
    ),
  }),
  { label: "Ways to join" },
);

const CARD_SETS = {
  initiative: initiativeCards,
  course: courseCards,
  environmentProgramme: environmentProgrammeCards,
  schoolProgramme: schoolProgrammeCards,
  schoolStory: schoolStoryCards,
  partnershipType: partnershipTypeCards,
  partner: partnerCards,
  governmentModel: governmentModelCards,
  governmentPartnership: governmentPartnershipCards,
  fellowshipProgramme: fellowshipProgrammeCards,
  alumnus: alumnusCards,
  profile: profileCards,
  mentorship: mentorshipCards,
  regionalTeam: regionalTeamCards,
  opportunity: opportunityCards,
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
