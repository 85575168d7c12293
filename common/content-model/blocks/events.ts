/** Dated events (drives, plantations) as cards: the day, the time, the place, who is expected, what happens. */
import { z } from "zod";
import { boundedText } from "../../schemas/text.ts";
import { calendarDay, isLinkTarget, itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { sectionFields, textList } from "./parts.ts";

const event = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  isoDate: calendarDay(
    { label: "Day", help: "The card's calendar badge shows its day and month." },
    { required: true },
  ),
  date: localizedText({ label: "Day, as written", max: 80, required: true, help: "Like: Sunday, 13 December 2026" }),
  time: localizedText({ label: "Time", max: 80, required: true, help: "Like: 7:00 AM-11:00 AM" }),
  location: localizedText({ label: "Place", max: 160, required: true }),
  expectedParticipants: localizedText({
    label: "Expected",
    max: 80,
    required: true,
    help: "Like: 300 volunteers (the card adds “expected”)",
  }),
  activities: textList("Activities", 8),
  registration: labelled(
    boundedText(300, "Register Now goes to: at most 300 characters")
      .refine(
        (value) => value === "" || isLinkTarget(value),
        "Register Now goes to: a page of this site (starting with /) or an address starting with https://",
      )
      // Saved before it existed: no button (decision 078).
      .default(""),
    {
      label: "Register Now goes to",
      help: "Where the card's Register Now button takes a visitor: a form of this site (like /forms/…, made in the Forms tab), a page such as /GetInTouch, or an address starting with https://. Empty: the card has no button.",
    },
  ),
});

export const eventsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("events"),
    ...sectionFields,
    events: list(event, { label: "Events", item: { label: "Event", titleField: "title" } }, { max: 12, min: 1 }),
  }),
  { label: "Events" },
);
