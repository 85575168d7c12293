/**
 * The pieces the page blocks are made of (issue 41): a section's heading and
 * background, a button, a headline figure, a person's story, a step. Icons,
 * tones and accents are keys the components draw, never components.
 */
import { z } from "zod";
import { choice, itemId, linkTarget, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";

export const TONES = { white: "White", muted: "Light grey", brand: "Deep green" } as const;
export const tone = choice(TONES, { label: "Background" });

export const ACCENTS = {
  brand: "Green",
  saffron: "Saffron",
  rose: "Rose",
  sky: "Sky blue",
  violet: "Violet",
  emerald: "Emerald",
} as const;
export const accent = choice(ACCENTS, { label: "Colour" });

/** The drawn icons a block may name (app/components/ui/icons.ts draws each). */
export const ICONS = {
  book: "Book",
  laptop: "Laptop",
  graduation: "Graduation cap",
  users: "People",
  school: "School",
  heart: "Heart",
  briefcase: "Briefcase",
  wallet: "Wallet",
  handshake: "Handshake",
  store: "Shop",
  sprout: "Sprout",
  trees: "Trees",
  recycle: "Recycling",
  sun: "Sun",
  droplet: "Water drop",
  shield: "Shield",
  megaphone: "Megaphone",
  award: "Award",
  target: "Target",
  map: "Map",
  chart: "Chart",
  wrench: "Wrench",
  palette: "Palette",
  scissors: "Scissors",
  building: "Building",
  landmark: "Landmark",
  leaf: "Leaf",
  clock: "Clock",
  sparkles: "Sparkles",
  stethoscope: "Stethoscope",
  eye: "Eye",
  handHeart: "Heart in a hand",
  scale: "Scales",
  lightbulb: "Light bulb",
  usersRound: "Group of people",
  ear: "Ear",
  heartHandshake: "Heart and handshake",
  medal: "Medal",
  briefcaseBusiness: "Briefcase with a handle",
  trendingUp: "Rising line",
  mapPinned: "Map with a pin",
} as const;
export type IconKey = keyof typeof ICONS;
export const icon = choice(ICONS, { label: "Icon" });

/** A required line of words (a button's, a label's), English and Hindi. */
export const text = (label: string, max = 120, help?: string) =>
  localizedText({ label, max, required: true, ...(help ? { help } : {}) });

/** A required paragraph, in a text area. */
export const paragraph = (label: string, help?: string) =>
  localizedText({ label, max: 600, required: true, input: "multiline", ...(help ? { help } : {}) });

/** Fields shown together under one name in the admin's form (a form's words, a card's). */
export const group = <T extends z.ZodRawShape>(label: string, shape: T, help?: string) =>
  labelled(z.object(shape), { label, ...(help ? { help } : {}) });

/** A heading, and the eyebrow and introduction that may go with it. */
export const sectionFields = {
  eyebrow: localizedText({ label: "Eyebrow", max: 80, help: "A few words above the heading; may be empty." }),
  heading: localizedText({ label: "Heading", max: 160, required: true }),
  intro: localizedText({ label: "Introduction", max: 600, input: "multiline" }),
  tone,
};

const actionLabel = localizedText({ label: "Button text", max: 60, required: true });

/** What a button does: open a page, the application form, a document the staff uploaded; or nothing yet. */
const buttonKinds = [
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("link"),
      label: actionLabel,
      to: linkTarget,
      context: localizedText({
        label: "Words for screen readers",
        max: 120,
        help: "Not shown: read after the button's text by screen readers and search engines, for a button like “Learn More” (about what?).",
      }),
    }),
    { label: "Opens a page" },
  ),
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("apply"),
      label: actionLabel,
      type: choice(
        { choose: "The visitor chooses", volunteer: "Volunteering", internship: "An internship", job: "A job" },
        { label: "Applying for" },
      ).default("choose"),
    }),
    { label: "Opens the application form" },
  ),
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("document"),
      label: actionLabel,
      document: choice({ brochure: "Brochure", sampleReports: "Sample reports" }, { label: "Document" }),
    }),
    { label: "Opens a document (set in Site details)" },
  ),
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("comingSoon"),
    }),
    {
      label: "Coming Soon (does nothing yet)",
      help: "A greyed-out button reading “Coming Soon”, for a way to apply that is not open yet.",
    },
  ),
] as const;

/** A button, labelled `label` in the admin's form (its own schema: a label given to one is not given to all). */
export const button = (label = "Button", help?: string) =>
  labelled(z.discriminatedUnion("kind", [...buttonKinds]), { label, ...(help ? { help } : {}) });

export const pageAction = button();

export type PageAction = z.infer<typeof pageAction>;

export const actions = (max: number) =>
  list(pageAction, { label: "Buttons", item: { label: "Button", titleField: "label" } }, { max });

/** A figure as it is shown: written out, or a figure's name in braces. */
export const figureText = (label = "Figure") =>
  localizedText({
    label,
    max: 20,
    required: true,
    help: "As it is shown (4053+, 95%, 3,000 tons), or a figure's name in braces, like {students}. In Hindi only when it reads differently (3,000 टन); empty, the Hindi page shows the English.",
  });

/** A headline figure: the value large, the label under it. */
export const stat = z.object({
  id: itemId,
  value: figureText(),
  label: localizedText({ label: "Label", max: 80, required: true }),
  description: localizedText({ label: "Explanation", max: 160 }),
});

/** A small figure and its label, without an explanation (a highlight, a count on a card). */
export const shortStat = z.object({
  id: itemId,
  value: figureText(),
  label: localizedText({ label: "Label", max: 80, required: true }),
});

export type Stat = z.infer<typeof stat>;

export const stats = (max: number) =>
  list(stat, { label: "Figures", item: { label: "Figure", titleField: "label" } }, { max, min: 1 });

/** A bullet list: lines of text, each in English and Hindi (paragraphs: each line a text area). */
export const textList = (label: string, max: number, itemMax = 200, input?: "multiline") =>
  labelled(
    z
      .array(localizedText({ label, max: itemMax, required: true, ...(input ? { input } : {}) }))
      .max(max, `${label}: at most ${max}`),
    { label },
  );

export const personStory = z.object({
  id: itemId,
  name: localizedText({ label: "Name", max: 80, required: true }),
  place: localizedText({ label: "Age and place", max: 120, required: true }),
  programme: localizedText({ label: "Programme", max: 120, required: true }),
  quote: localizedText({ label: "In their words", max: 400, required: true, input: "multiline" }),
  story: localizedText({ label: "Story", max: 1200, required: true, input: "multiline" }),
  outcome: localizedText({ label: "What changed", max: 200, required: true }),
});

export const processStep = z.object({
  id: itemId,
  title: localizedText({ label: "Step", max: 120, required: true }),
  description: localizedText({ label: "What happens", max: 600, required: true, input: "multiline" }),
  duration: localizedText({ label: "How long", max: 60 }),
  activities: textList("Activities", 8),
});
