/** A small page document (pageSchema) for the content form's tests: a heading band, figures, programme cards, a call to action. */
import type { PageDocument } from "#common/content-model/page";

export const words = (en: string, hi = "", hiStale = false) => ({ en, hi, hiStale });

export function pageForTest(): PageDocument {
  return {
    title: words("Education", "शिक्षा"),
    heading: words("Education Initiatives", "शिक्षा की पहल"),
    description: words("Learning centres for children who need them most."),
    blocks: [
      {
        id: "hero",
        kind: "hero",
        eyebrow: words("Our Work · Education"),
        intro: words(""),
        statsHeading: words(""),
        stats: [],
        actions: [
          {
            id: "get-involved",
            kind: "link",
            label: words("Get Involved", "हमसे जुड़ें"),
            to: "/GetInTouch",
            context: words(""),
          },
          { id: "volunteer", kind: "apply", label: words("Volunteer Now"), type: "choose" },
        ],
      },
      {
        id: "glance",
        kind: "educationIllustration",
        alt: words("A teacher at a blackboard"),
        heading: words("Education at a glance"),
        stats: [{ id: "students", value: words("4053+"), label: words("Students supported"), description: words("") }],
      },
      {
        id: "four-ways",
        kind: "programmeCards",
        eyebrow: words(""),
        heading: words("Four ways we keep children learning"),
        intro: words(""),
        tone: "muted",
        programmes: [
          {
            id: "centres",
            title: words("Community Learning Centres"),
            eyebrow: words("Children aged 6-14"),
            description: words("After-school centres."),
            icon: "book",
            points: [words("Free of cost", "मुफ़्त"), words("Reading tested", "पढ़ने की जाँच")],
          },
        ],
      },
      {
        id: "join",
        kind: "cta",
        heading: words("Join us"),
        text: words("Give two hours a week."),
        actions: [],
        spaceAbove: "spaced",
      },
    ],
  };
}
