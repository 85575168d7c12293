/**
 * The two contact pages' own sections (issue 41): the words around and on their message
 * forms. The phone, e-mail, WhatsApp number, address and office hours they show are
 * the site's (Site details); the forms' fields, validation and answers stay the site's own
 * (the shared field labels and common/messages/contact.ts).
 */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { group, paragraph, sectionFields, text } from "./parts.ts";

/** The words of a message form: its panel's heading and intro, its topic's label and placeholder, and the rest. */
const formWords = <T extends z.ZodRawShape, C extends z.ZodRawShape>(topic: T, checkbox: C) =>
  group("The message form", {
    heading: text("Heading"),
    intro: paragraph("Introduction"),
    ...topic,
    messagePlaceholder: text("Hint in the message box"),
    ...checkbox,
    submit: text("Button", 60),
    sentNext: paragraph(
      "After sending: what happens next",
      "Shown in place of the form once a message is sent, under the thank-you.",
    ),
  });

/** The office hours' days; the hours themselves are in Site details. */
const weekdays = {
  weekdays: text("Monday to Friday", 60),
  saturday: text("Saturday", 60),
};

/** Contact Us: the contact details and the map's place beside the message form (subject and consent). */
export const contactUsFormBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("contactUsForm"),
    details: group(
      "Contact details",
      {
        heading: text("Heading"),
        phone: text("Before the phone number", 60),
        email: text("Before the e-mail address", 60),
        whatsapp: text("Before the WhatsApp number", 60),
        address: text("Before the address", 60),
      },
      "The number, addresses and office hours themselves are in Site details.",
    ),
    map: group("The map's place", { title: text("Title"), text: text("Text", 300) }),
    form: formWords(
      { subject: text("Subject's label", 60), subjectPlaceholder: text("Subject's first line (choose one)", 80) },
      {
        consent: localizedText({
          label: "Consent",
          max: 300,
          required: true,
          input: "multiline",
          help: "Beside the box the visitor must tick. The words in [square brackets] open the privacy notice.",
        }),
      },
    ),
  }),
  { label: "Contact details and message form" },
);

/** A question and its answer. */
const question = z.object({
  id: itemId,
  question: text("Question", 200),
  answer: paragraph("Answer"),
});

/** Contact Us: questions in an accordion, the office hours beside them. */
export const faqAndHoursBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("faqAndHours"),
    ...sectionFields,
    items: list(
      question,
      { label: "Questions", item: { label: "Question", titleField: "question" } },
      { max: 12, min: 1 },
    ),
    hours: group(
      "Office hours",
      {
        heading: text("Heading"),
        ...weekdays,
        sunday: text("Sunday", 60),
        closed: text("Beside Sunday", 60, "Like: Closed"),
      },
      "The hours themselves are in Site details.",
    ),
  }),
  { label: "Questions and office hours" },
);

/** A tile's title and line. */
const tile = <E extends z.ZodRawShape>(label: string, extra: E) =>
  group(label, { title: text("Title", 60), text: text("Text", 200), ...extra });

/** Get In Touch: call, e-mail and WhatsApp tiles (the number and address from Site details). */
export const contactTilesBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("contactTiles"),
    ...sectionFields,
    call: tile("Call tile", {}),
    email: tile("E-mail tile", {}),
    whatsapp: tile("WhatsApp tile", { action: text("Link text", 60, "Like: Start a chat") }),
  }),
  { label: "Call, e-mail and WhatsApp tiles", help: "The number and address are in Site details." },
);

/** A quick action's label and line. */
const quickAction = (label: string) => group(label, { label: text("Label", 80), text: text("Text", 200) });

/** Get In Touch: the message form (interest and updates), and beside it the office, quick actions and the reply note. */
export const getInTouchFormBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("getInTouchForm"),
    form: formWords(
      { interest: text("Interest's label", 60), interestPlaceholder: text("Interest's first line (choose one)", 80) },
      {
        updates: localizedText({
          label: "Box for news",
          max: 300,
          required: true,
          input: "multiline",
          help: "Beside the box a visitor may tick to receive news.",
        }),
      },
    ),
    office: group(
      "The office",
      {
        heading: text("Heading"),
        address: text("Before the address (read by screen readers)", 60),
        hours: text("Heading of the office hours"),
        ...weekdays,
      },
      "The address and hours themselves are in Site details.",
    ),
    quickActions: group("Quick actions", {
      heading: text("Heading"),
      volunteer: quickAction("Application form"),
      partnership: quickAction("Corporate partnerships"),
      support: quickAction("Questions (the FAQs)"),
    }),
    replyNote: group("Reply note", { heading: text("Heading"), text: text("Text", 300) }),
  }),
  { label: "Message form, office and quick actions" },
);
