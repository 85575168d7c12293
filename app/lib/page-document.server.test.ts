import { describe, expect, it } from "vitest";
import { textsInLocale } from "#common/content-model/localized";
import { pageSchema, pageSchemaFor } from "#common/content-model/page";
import { EDITABLE_PAGES, editablePageKeys } from "#common/content-model/pages";
import { fill } from "#common/fill";
import { MODULES_SHOWN } from "~/components/programmes/course-card";
import { courseCard } from "~/content/course-card";
import { environmentCards } from "~/content/environment-cards";
import { educationPage } from "../../server/content-seed/pages/education";
import { environmentPage } from "../../server/content-seed/pages/environment";
import { initialPages } from "../../server/content-seed/pages/index";
import { livelihoodPage } from "../../server/content-seed/pages/livelihood";
import { skillDevelopmentPage } from "../../server/content-seed/pages/skill-development";
import { womenEmpowermentPage } from "../../server/content-seed/pages/women-empowerment";
import { pageDocumentData } from "./page-document.server";

const ofKind = <K extends string>(blocks: { kind: string }[], kind: K) => blocks.filter((block) => block.kind === kind);
/** The blocks of one kind, typed as their component takes them. */
const blocksOf = <B extends { kind: string }, K extends B["kind"]>(blocks: readonly B[], kind: K) =>
  blocks.filter((block): block is Extract<B, { kind: K }> => block.kind === kind);

describe("the pages a new site starts with", () => {
  it.each(editablePageKeys)("%s is a valid document of its page, every text in English and Hindi", (key) => {
    const page = initialPages[key];
    const parsed = pageSchemaFor(key).safeParse(page);
    expect(parsed.error?.issues).toBeUndefined();
    expect(new Set(page.blocks.map((block) => block.kind))).toEqual(new Set(EDITABLE_PAGES[key].blocks));
    expect(textsInLocale(page, "hi").length).toBe(textsInLocale(page, "en").length);
  });

  it.each(editablePageKeys)("%s names the card designs of its tabs, if it has tabs", (key) => {
    const page: { blocks: readonly string[]; cards?: readonly string[] } = EDITABLE_PAGES[key];
    expect(Boolean(page.cards), key).toBe(page.blocks.includes("tabbedCards"));
  });

  it("refuses tabs with cards its page has no design for", () => {
    const [, courses] = skillDevelopmentPage.blocks;
    const withCourses = { ...livelihoodPage, blocks: [livelihoodPage.blocks[0], courses] };
    expect(pageSchema.safeParse(withCourses).success).toBe(true);
    const parsed = pageSchemaFor("livelihood").safeParse(withCourses);
    // One issue per tab of courses.
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      [0, 1, 2, 3].map((tab) => `blocks.1.tabs.${tab}.parts.0.cards.card`),
    );
  });

  it("refuses a heading band with both buttons and figures", () => {
    const [hero] = skillDevelopmentPage.blocks;
    const [withButtons] = educationPage.blocks;
    if (hero?.kind !== "hero" || withButtons?.kind !== "hero") throw new Error("Both pages open with a heading band");
    const both = { ...skillDevelopmentPage, blocks: [{ ...hero, actions: withButtons.actions }] };
    expect(pageSchema.safeParse(both).error?.issues.map((issue) => issue.path.join("."))).toEqual(["blocks.0.stats"]);
  });

  it("refuses a block of a kind its page does not draw", () => {
    const [hero, drawing] = educationPage.blocks;
    const withEducationDrawing = { ...womenEmpowermentPage, blocks: [hero, drawing] };
    expect(pageSchema.safeParse(withEducationDrawing).success).toBe(true);
    const parsed = pageSchemaFor("womenEmpowerment").safeParse(withEducationDrawing);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["blocks.1.kind"]);
  });
});

describe("Education (spec 2.15), as a new site starts it", () => {
  const english = pageDocumentData(educationPage, "education", "en");

  it("is a valid page document", () => {
    expect(pageSchema.safeParse(educationPage).success).toBe(true);
  });

  it("has its heading, figures, four programmes, two stories, three steps and a call to action", () => {
    expect(english.page.heading).toBe("Education Initiatives");
    expect(english.blocks.map((block) => block.kind)).toEqual([
      "hero",
      "educationIllustration",
      "programmeCards",
      "stories",
      "steps",
      "cta",
    ]);
    const [programmes] = ofKind(english.blocks, "programmeCards") as unknown as { programmes: unknown[] }[];
    const [stories] = ofKind(english.blocks, "stories") as unknown as { stories: unknown[]; columns: number }[];
    const [steps] = ofKind(english.blocks, "steps") as unknown as { steps: { title: string }[] }[];
    expect(programmes?.programmes).toHaveLength(4);
    expect(stories?.stories).toHaveLength(2);
    expect(stories?.columns).toBe(2);
    expect(steps?.steps).toHaveLength(3);
  });

  it("sends Get Involved and Contact Us Today to /GetInTouch and the volunteer buttons to the form", () => {
    const actions = english.blocks.flatMap((block) => ("actions" in block && block.actions) || []);
    expect(actions).toContainEqual({ kind: "link", label: "Get Involved", to: "/GetInTouch" });
    expect(actions).toContainEqual({ kind: "link", label: "Contact Us Today", to: "/GetInTouch" });
    // "The visitor chooses" sends no type: the form opens on its first choice.
    expect(actions).toContainEqual({ kind: "apply", label: "Volunteer Now" });
    expect(actions).toContainEqual({ kind: "apply", label: "Apply to Volunteer" });
  });

  it("gives the hero the page's heading and description, with the block's id left out", () => {
    const [hero] = english.blocks;
    expect(hero).toMatchObject({ kind: "hero", page: "education", heading: "Education Initiatives" });
    expect(hero && "intro" in hero && hero.intro).toBe(english.page.description);
    expect(english.blocks.some((block) => "id" in block)).toBe(false);
  });

  it("is in Hindi on Hindi pages, and in English where a Hindi text is empty", () => {
    const hindi = pageDocumentData(educationPage, "education", "hi");
    expect(hindi.page.heading).toBe("शिक्षा की पहल");
    const withoutHindi = { ...educationPage, heading: { en: "Education Initiatives", hi: "", hiStale: false } };
    expect(pageDocumentData(withoutHindi, "education", "hi").page.heading).toBe("Education Initiatives");
  });
});

describe("Women Empowerment (spec 2.15, 3), as a new site starts it", () => {
  const english = pageDocumentData(womenEmpowermentPage, "womenEmpowerment", "en");

  it("has its drawing with three pillars, four programmes, three stories and a call to action", () => {
    expect(english.page.heading).toBe("Women Empowerment");
    expect(english.blocks.map((block) => block.kind)).toEqual([
      "hero",
      "womenIllustration",
      "programmeCards",
      "stories",
      "cta",
    ]);
    const [drawing] = blocksOf(english.blocks, "womenIllustration");
    expect(drawing?.pillars.map((pillar) => pillar.label)).toEqual(["Earn", "Learn", "Lead"]);
  });

  it("gives each of the four programmes its points and a colour, and no line above its title", () => {
    const [cards] = blocksOf(english.blocks, "programmeCards");
    expect(cards?.programmes).toHaveLength(4);
    expect(cards?.programmes.map((programme) => programme.accent)).toEqual(["brand", "saffron", "rose", "violet"]);
    for (const programme of cards?.programmes ?? []) {
      expect(programme.points.length, programme.title).toBeGreaterThan(0);
      expect(programme.eyebrow, programme.title).toBeUndefined();
    }
  });

  it("shows three stories in three columns, and the hero has no buttons", () => {
    const [stories] = blocksOf(english.blocks, "stories");
    expect(stories?.stories).toHaveLength(3);
    expect(stories?.columns).toBe(3);
    const [hero] = blocksOf(english.blocks, "hero");
    expect(hero).toMatchObject({ heading: "Women Empowerment", eyebrow: "Our Work · Women Empowerment" });
    expect(hero && "actions" in hero).toBe(false);
  });

  it("sends Get Involved to /GetInTouch and Volunteer Now to the form, in Hindi too", () => {
    const [cta] = blocksOf(english.blocks, "cta");
    expect(cta?.actions).toEqual([
      { kind: "link", label: "Get Involved", to: "/GetInTouch" },
      { kind: "apply", label: "Volunteer Now" },
    ]);
    const hindi = pageDocumentData(womenEmpowermentPage, "womenEmpowerment", "hi");
    expect(hindi.page.heading).toBe("महिला सशक्तिकरण");
    expect(blocksOf(hindi.blocks, "cta")[0]?.actions.map((action) => action.label)).toEqual([
      "हमसे जुड़ें",
      "अभी स्वयंसेवक बनें",
    ]);
  });
});

describe("Livelihood (spec 2.15, 3), as a new site starts it", () => {
  const english = pageDocumentData(livelihoodPage, "livelihood", "en");
  const [tabbed] = blocksOf(english.blocks, "tabbedCards");
  const tabs = tabbed?.tabs ?? [];

  it("has the four tabs with entrepreneurship first (open when the page opens)", () => {
    expect(english.page.heading).toBe("Livelihood Enhancement");
    expect(tabs.map((tab) => tab.id)).toEqual(["entrepreneurship", "employment", "financial", "cooperative"]);
    expect(tabbed?.defaultTabId).toBe("entrepreneurship");
    expect(tabbed?.label).toBe("Livelihood programme areas");
  });

  it("gives each tab its heading and icon over three initiatives, each with its figures and support", () => {
    for (const tab of tabs) {
      expect(tab.parts, tab.id).toHaveLength(1);
      const [part] = tab.parts;
      if (part?.part !== "cards" || part.cards.card !== "initiative") throw new Error(`${tab.id}: no initiative cards`);
      expect(part.heading && part.description && part.icon, tab.id).toBeTruthy();
      expect(part.columns).toBe(3);
      expect(part.cards.items, tab.id).toHaveLength(3);
      for (const initiative of part.cards.items) {
        expect(initiative.beneficiaries).toBeTruthy();
        expect(initiative.successRate).toMatch(/^\d{1,3}%$/);
        expect(initiative.support.length).toBeGreaterThan(0);
      }
    }
  });

  it("has success stories, a join process and its buttons, and the hero has none", () => {
    expect(blocksOf(english.blocks, "stories")[0]?.stories.length).toBeGreaterThan(0);
    expect(blocksOf(english.blocks, "steps")[0]?.steps.length).toBeGreaterThan(0);
    expect(blocksOf(english.blocks, "cta")[0]?.actions).toEqual([
      { kind: "link", label: "Get Involved", to: "/GetInTouch" },
      { kind: "apply", label: "Volunteer Now" },
    ]);
    expect(english.blocks[0] && "actions" in english.blocks[0]).toBe(false);
  });

  it("is in Hindi on Hindi pages, tab names and initiatives too", () => {
    const hindi = pageDocumentData(livelihoodPage, "livelihood", "hi");
    const [hindiTabs] = blocksOf(hindi.blocks, "tabbedCards");
    expect(hindiTabs?.tabs.map((tab) => tab.label)).toEqual(["उद्यमिता", "रोज़गार", "वित्तीय समावेशन", "सहकारी समितियाँ"]);
    expect(hindiTabs?.tabs.map((tab) => tab.id)).toEqual(tabs.map((tab) => tab.id));
  });
});

describe("Skill Development (spec 2.16, 3, 9), as a new site starts it", () => {
  const english = pageDocumentData(skillDevelopmentPage, "skillDevelopment", "en");
  const [tabbed] = blocksOf(english.blocks, "tabbedCards");
  const courses = (tabbed?.tabs ?? []).flatMap((tab) =>
    tab.parts.flatMap((part) => (part.part === "cards" && part.cards.card === "course" ? part.cards.items : [])),
  );

  it("shows the four headline stats in its hero, under a hidden heading", () => {
    const [hero] = blocksOf(english.blocks, "hero");
    expect(hero?.stats?.heading).toBe("Skills that lead to jobs");
    expect(hero?.stats?.stats.map((stat) => [stat.value, stat.label, stat.description])).toEqual([
      ["5,000+", "Students trained", undefined],
      ["25+", "Skill programs", undefined],
      ["80%", "Job placement rate", undefined],
      ["95%", "Course completion", undefined],
    ]);
  });

  it("has 12 courses: four tabs of three, technical first", () => {
    expect(tabbed?.tabs.map((tab) => tab.id)).toEqual(["technical", "vocational", "creative", "business"]);
    expect(tabbed?.defaultTabId).toBe("technical");
    for (const tab of tabbed?.tabs ?? []) {
      const [part] = tab.parts;
      expect(part?.part === "cards" && part.cards.items, tab.id).toHaveLength(3);
    }
    expect(courses).toHaveLength(12);
  });

  it("has course durations from 3 to 12 weeks, read as weeks", () => {
    const weeks = courses.map((course) => course.durationWeeks);
    expect(Math.min(...weeks)).toBe(3);
    expect(Math.max(...weeks)).toBe(12);
    expect(fill(courseCard.weeks, { n: 3 })).toBe("3 weeks");
  });

  it("gives every course the fields its card shows, and reads +N more for the remainder", () => {
    for (const course of courses) {
      expect(course.title && course.level && course.description && course.certification, course.title).toBeTruthy();
      expect(course.modules.length, course.title).toBeGreaterThanOrEqual(MODULES_SHOWN);
      expect(course.careers.length, course.title).toBeGreaterThan(0);
    }
    expect(fill(courseCard.moreModules, { n: 2 })).toBe("+2 more");
  });

  it("has why-choose items, three success stories and Get Information to /GetInTouch", () => {
    const [why] = blocksOf(english.blocks, "featureGrid");
    expect(why?.features).toHaveLength(4);
    expect(why?.columns).toBe(4);
    expect(why && "action" in why).toBe(false);
    expect(blocksOf(english.blocks, "stories")[0]?.stories).toHaveLength(3);
    expect(blocksOf(english.blocks, "cta")[0]?.actions).toEqual([
      { kind: "link", label: "Get Information", to: "/GetInTouch" },
    ]);
  });

  it("is in Hindi on Hindi pages, the courses' levels staying ids", () => {
    const hindi = pageDocumentData(skillDevelopmentPage, "skillDevelopment", "hi");
    const [hindiTabs] = blocksOf(hindi.blocks, "tabbedCards");
    expect(hindiTabs?.tabs.map((tab) => tab.label)).toEqual(["तकनीकी", "व्यावसायिक", "रचनात्मक", "व्यवसाय"]);
    const [part] = hindiTabs?.tabs[0]?.parts ?? [];
    expect(part?.part === "cards" && part.cards.card === "course" && part.cards.items[0]?.level).toBe("Beginner");
  });
});

describe("Environment (spec 2.17, 3), as a new site starts it", () => {
  const english = pageDocumentData(environmentPage, "environment", "en");
  const [tabbed] = blocksOf(english.blocks, "tabbedCards");

  it("shows the four stats in its hero", () => {
    const [hero] = blocksOf(english.blocks, "hero");
    expect(hero?.stats?.heading).toBe("Our green footprint");
    expect(hero?.stats?.stats.map((stat) => [stat.value, stat.label.toLowerCase()])).toEqual([
      ["50,000+", "trees planted"],
      ["25", "villages"],
      ["15,000+", "volunteers"],
      ["3,000 tons", "waste collected"],
    ]);
  });

  it("has 12 programmes: four tabs of three, each with impact and participants", () => {
    expect(tabbed?.tabs.map((tab) => tab.id)).toEqual(["conservation", "cleanup", "plantation", "renewable"]);
    const programmes = (tabbed?.tabs ?? []).flatMap((tab) =>
      tab.parts.flatMap((part) => {
        if (part.part !== "cards" || part.cards.card !== "environmentProgramme") return [];
        expect(part.description, tab.id).toBeTruthy();
        expect(part.cards.items, tab.id).toHaveLength(3);
        return part.cards.items;
      }),
    );
    expect(programmes).toHaveLength(12);
    for (const programme of programmes)
      expect(programme.impact && programme.participants, programme.title).toBeTruthy();
  });

  it("has three events with date, location, expected participants and activities", () => {
    const events = blocksOf(english.blocks, "events")[0]?.events ?? [];
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.date && event.location && event.expectedParticipants, event.title).toBeTruthy();
      expect(event.isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.activities.length).toBeGreaterThan(0);
    }
    expect(environmentCards.register).toBe("Register Now");
  });

  it("has ways to help with Join as Volunteer, daily tips, and Learn More about its work to /GetInTouch", () => {
    const [help] = blocksOf(english.blocks, "featureGrid");
    expect(help?.features.length).toBeGreaterThan(0);
    expect(help?.accent).toBe("emerald");
    // Decision 064: the site's own application form, where the specification's button did nothing.
    expect(help?.action).toEqual({ kind: "apply", label: "Join as Volunteer" });
    expect(blocksOf(english.blocks, "tips")[0]?.tips.length).toBeGreaterThan(0);
    expect(blocksOf(english.blocks, "cta")[0]?.actions).toEqual([
      { kind: "link", label: "Learn More", to: "/GetInTouch", context: "about our environment work" },
    ]);
  });

  it("is in Hindi on Hindi pages, the screen readers' words of Learn More too", () => {
    const hindi = pageDocumentData(environmentPage, "environment", "hi");
    expect(hindi.page.heading).toBe("पर्यावरण");
    expect(blocksOf(hindi.blocks, "cta")[0]?.actions).toEqual([
      { kind: "link", label: "और जानें", to: "/GetInTouch", context: "हमारे पर्यावरण के काम के बारे में" },
    ]);
    expect(blocksOf(hindi.blocks, "events")[0]?.events[0]?.isoDate).toBe("2026-12-13");
    // A figure with a word in it has its Hindi; the others are the English figures.
    expect(blocksOf(hindi.blocks, "hero")[0]?.stats?.stats.map((stat) => stat.value)).toEqual([
      "50,000+",
      "25",
      "15,000+",
      "3,000 टन",
    ]);
  });
});
