/**
 * The top of Home: the scrolling donation banner, then the heading band (the page's
 * heading, a line above it, a promise, two buttons and a drawing), and what search
 * engines read about the organisation.
 */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { button, group, paragraph, text, textList } from "./parts.ts";

export const homeHeroBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("homeHero"),
    banner: group(
      "Scrolling donation banner",
      {
        label: text(
          "Name of the banner (read by screen readers)",
          80,
          "Not shown: said before the messages, like “Donation appeal”.",
        ),
        messages: labelled(textList("Messages", 8, 120).min(1, "Messages: add at least 1"), {
          label: "Messages",
          help: "They scroll past one after the other, in this order. {upiId} in a message shows the UPI ID set in Site details.",
        }),
        pause: text(
          "Pause button (read by screen readers)",
          60,
          "Not shown: the name of the button that stops the scrolling, like “Pause scrolling”.",
        ),
        play: text(
          "Pause button once pressed (its tip)",
          60,
          "Shown when the pointer rests on the button while the banner is stopped, like “Resume scrolling”.",
        ),
        donate: text("Button", 40, "At the end of the banner; it goes to the donation section below."),
      },
      "The strip at the very top of Home, above the heading.",
    ),
    hero: group(
      "Heading band",
      {
        eyebrow: localizedText({
          label: "Line above the heading",
          max: 80,
          help: "In a rounded box over the heading, like “Founded 2025 · Registered non-profit”; may be empty.",
        }),
        intro: paragraph("Introduction", "Under the heading. The heading itself is the page's Heading, above."),
        action: button("First button", "Like “Get Involved”, opening /GetInTouch."),
        donate: text("Second button", 60, "It goes to the donation section below, like “Donate by UPI”."),
        illustrationAlt: text(
          "What the drawing shows (read by screen readers)",
          200,
          "Not shown: describes the drawing beside the heading (children reading outside a village school).",
        ),
      },
      "Under the banner: the page's heading with a line above it, an introduction, two buttons and a drawing.",
    ),
    organisation: group(
      "For search engines (not shown)",
      {
        description: localizedText({
          label: "What the organisation does",
          max: 300,
          required: true,
          input: "multiline",
          help: "One sentence search engines may show about the organisation, beside its name, phone, e-mail and address from Site details.",
        }),
        donateDescription: text(
          "What a donation does",
          200,
          "One sentence search engines may show beside a way to donate.",
        ),
      },
      "Search engines read these about the organisation; visitors do not see them.",
    ),
  }),
  {
    label: "Home's top: donation banner and heading band",
    help: "The scrolling donation banner, then the page's heading with a line above it, an introduction, two buttons and the drawing.",
  },
);
