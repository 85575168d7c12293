/**
 * The counts and figures of spec 2.4, 2.6, 3 and 9 for Leadership, Mentors, Our Key
 * Players and Our Team, checked on what a new site starts with, as their routes draw it:
 * people's cards with the details they have, names the same on the Hindi page unless
 * spelt otherwise, no photo (their initials) until the staff choose one.
 */
import { describe, expect, it } from "vitest";
import type { EditablePageKey } from "#common/content-model/pages";
import type { CardGridBlockData } from "~/blocks/card-grid/type";
import type { CardSet, CardSetOf } from "~/content/card-types";
import { initialFigures } from "../../server/content-seed/figures";
import { shownOnNewSite as shown } from "./page-document-for-test";

/** The cards of kind `card` in the card section `index` (0: the first) of `key`. */
function cards<C extends CardSet["card"]>(key: EditablePageKey, card: C, index = 0, locale: "en" | "hi" = "en") {
  const grids = shown(key, locale).blocks.filter((block): block is CardGridBlockData => block.kind === "cardGrid");
  const set = grids.flatMap((grid) => grid.groups.map((group) => group.cards)).filter((each) => each.card === card)[
    index
  ];
  if (!set) throw new Error(`${key}: no ${card} cards at ${index}`);
  return set as CardSetOf<C>;
}
const statValues = (key: EditablePageKey) =>
  shown(key).blocks.flatMap((block) => (block.kind === "hero" && "stats" in block ? (block.stats?.stats ?? []) : []));

describe("Leadership (spec 2.4)", () => {
  const executives = cards("leadership", "profile", 0).items;
  const advisers = cards("leadership", "profile", 1).items;

  it("has two executives and four advisers, none with a photo", () => {
    expect(executives.map((person) => person.name)).toEqual(["Dr. Meera Sharma", "Rajesh Kumar Verma"]);
    expect(advisers).toHaveLength(4);
    expect([...executives, ...advisers].some((person) => person.photo)).toBe(false);
  });

  it("lists each person's education, experience and specialisation, their highlights and the executives' contacts", () => {
    expect(executives[0]?.details).toEqual([
      { label: "Education", value: "Ph.D. in Education, University of Rajasthan" },
      { label: "Experience", value: "22 years" },
      { label: "Specialisation", value: "School quality, teacher training, girls' education" },
    ]);
    expect(executives[0]?.achievementsHeading).toBe("Highlights");
    expect(executives[1]?.achievements?.[0]).toBe("Set up field operations in 15+ districts within months");
    expect(executives[0]?.contact).toEqual({ phone: "+91 98765 43211", email: "meera.sharma@pragatifoundation.org" });
    expect(advisers.every((person) => person.contact === undefined)).toBe(true);
  });

  it("keeps the names on the Hindi page, and the contacts as they are written", () => {
    const hindi = cards("leadership", "profile", 0, "hi").items;
    expect(hindi.map((person) => person.name)).toEqual(["Dr. Meera Sharma", "Rajesh Kumar Verma"]);
    expect(hindi[0]?.role).toBe("संस्थापक और कार्यकारी निदेशक");
    expect(hindi[0]?.contact?.email).toBe("meera.sharma@pragatifoundation.org");
    expect(hindi[1]?.achievements?.[0]).toBe("कुछ ही महीनों में 15+ ज़िलों में फ़ील्ड का काम खड़ा किया");
  });
});

describe("Mentors (spec 2.4, 3, 9)", () => {
  it("has six mentors, each with a place, their experience and specialties", () => {
    const mentors = cards("mentors", "profile").items;
    expect(mentors).toHaveLength(6);
    expect(mentors[0]).toMatchObject({
      name: "Dr. Priya Nair",
      role: "Medicine & Public Health",
      location: "Kochi, Kerala",
      details: [{ label: "Experience", value: "18 years" }],
      tags: ["NEET preparation", "Public health", "Women in science"],
    });
  });

  it("has four programmes of 6, 12, 3 and 9 months, the impact figures and four steps", () => {
    const programmes = cards("mentors", "mentorship");
    expect(programmes.items.map((programme) => programme.duration)).toEqual([
      "6 months",
      "12 months",
      "3 months",
      "9 months",
    ]);
    expect(programmes.labels).toEqual({ duration: "Duration", participants: "Participants", outcomes: "Outcomes" });
    expect(cards("mentors", "mentorship", 0, "hi").labels.outcomes).toBe("नतीजे");
    expect(statValues("mentors").map((stat) => stat.value)).toEqual(["1,000+", "95%", "15+", "25+"]);
    const steps = shown("mentors").blocks.flatMap((block) => (block.kind === "steps" ? block.steps : []));
    expect(steps.map((step) => step.title)).toEqual(["Apply", "Match", "Connect", "Grow"]);
  });
});

describe("Our Key Players (spec 2.6)", () => {
  it("has six staff and four regional teams; its districts tile cites the shared figure", () => {
    expect(cards("ourKeyPlayers", "profile").items).toHaveLength(6);
    const teams = cards("ourKeyPlayers", "regionalTeam");
    expect(teams.items.map((team) => [team.region, team.lead])).toEqual([
      ["North", "Sunita Devi"],
      ["West", "Mohammed Irfan"],
      ["East", "Deepak Yadav"],
      ["South", "Lakshmi Narayanan"],
    ]);
    expect(cards("ourKeyPlayers", "regionalTeam", 0, "hi").items[0]).toMatchObject({
      region: "उत्तर",
      lead: "Sunita Devi",
    });
    expect(teams.labels.lead).toBe("Regional lead");
    const districts = initialFigures.items.find((figure) => figure.name === "districts")?.value;
    expect(statValues("ourKeyPlayers").map((stat) => stat.value)).toEqual(["6", "4", "120+", districts]);
  });
});

describe("Our Team (spec 2.4)", () => {
  it("leads to the three team pages", () => {
    const note = shown("ourTeam", "hi").blocks.find((block) => block.kind === "comingSoon");
    expect(note?.kind === "comingSoon" && note.links.map((link) => [link.to, link.title])).toEqual([
      ["/Leadership", "नेतृत्व"],
      ["/Mentors", "मार्गदर्शक (मेंटर)"],
      ["/OurKeyPlayers", "हमारे प्रमुख साथी"],
    ]);
  });
});
