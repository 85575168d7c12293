import { describe, expect, it } from "vitest";
import { citeFigures } from "#common/content-model/figures";
import { type Navigation, navigationSchema } from "#common/content-model/navigation";
import { APPLICATION_FORM, isNavGroup } from "~/content/nav-entry";
import { initialFigures } from "../../server/content-seed/figures";
import { initialNavigation } from "../../server/content-seed/navigation";
import { siteNavigation } from "./layout-words.server";

describe("The staff's menus as the header and footer draw them", () => {
  it("start as the specification's (2.2), each English label with its Hindi", () => {
    expect(navigationSchema.safeParse(initialNavigation).success).toBe(true);
    const english = siteNavigation(initialNavigation, "en");
    expect(english.headerNavigation.map((entry) => entry.label)).toEqual([
      "Home",
      "About Us",
      "Our Work",
      "Career",
      "Contact Us",
      "More",
    ]);
    expect(siteNavigation(initialNavigation, "hi").headerNavigation[0]?.label).toBe("होम");
    expect(english.footerLinks.map((link) => link.to)).toContain("/privacy");
  });

  it("send Volunteer & Internship to the application form, and keep a submenu one level down", () => {
    const career = siteNavigation(initialNavigation, "en").headerNavigation.find((entry) => entry.label === "Career");
    expect(career && isNavGroup(career) && career.items[0]).toEqual({
      label: "Volunteer & Internship",
      to: APPLICATION_FORM,
      description: "Apply on our volunteer form",
    });
    const about = siteNavigation(initialNavigation, "en").headerNavigation[1];
    const team = about && isNavGroup(about) ? about.items[1] : undefined;
    expect(team && "items" in team && team.items.map((link) => link.to)).toEqual([
      "/Leadership",
      "/Mentors",
      "/OurKeyPlayers",
    ]);
  });

  it("leave out an empty line under a label, and fall back to English where the Hindi is empty", () => {
    const [home] = initialNavigation.menu;
    const edited = {
      ...initialNavigation,
      menu: [{ ...home, label: { en: "Start", hi: "", hiStale: false } }, ...initialNavigation.menu.slice(1)],
    } as typeof initialNavigation;
    expect(siteNavigation(edited, "hi").headerNavigation[0]).toEqual({ label: "Start", to: "/" });
  });
});

describe("The footer's figures and paragraph, the staff's", () => {
  const cited = citeFigures(initialNavigation, initialFigures);

  it("start as the footer was written in the code: our first year, citing the shared figures", () => {
    expect(navigationSchema.parse(initialNavigation).footerFigures.map((figure) => figure.value.en)).toEqual([
      "{students}",
      "{states}",
      "{districts}",
      "{partner-schools}",
    ]);
    const english = siteNavigation(cited, "en");
    expect(english.footerFigures).toEqual([
      { value: "4053+", label: "Students" },
      { value: "5+", label: "States" },
      { value: "15+", label: "Districts" },
      { value: "20+", label: "Schools" },
    ]);
    expect(english.footerAbout).toMatch(/^A federation of educational institutions working for education/);
  });

  it("are in the page's language, a figure's empty Hindi value showing the English (cited)", () => {
    const hindi = siteNavigation(cited, "hi");
    expect(hindi.footerFigures).toEqual([
      { value: "4053+", label: "विद्यार्थी" },
      { value: "5+", label: "राज्य" },
      { value: "15+", label: "ज़िले" },
      { value: "20+", label: "स्कूल" },
    ]);
    expect(hindi.footerAbout).toMatch(/^शैक्षणिक संस्थाओं का एक संघ/);
    const figures = {
      items: initialFigures.items.map((item) => (item.name === "students" ? { ...item, value: "5000+" } : item)),
    };
    const [students] = siteNavigation(citeFigures(initialNavigation, figures), "hi").footerFigures;
    expect(students).toEqual({ value: "5000+", label: "विद्यार्थी" });
  });

  it("are none in a document stored before they were in it, and a new one has none until the staff add them", () => {
    const { footerFigures: _figures, footerAbout: _about, ...older } = initialNavigation;
    const stored = siteNavigation(older as Navigation, "en");
    expect(stored).toMatchObject({ footerFigures: [], footerAbout: "" });
    expect(navigationSchema.parse(older)).toMatchObject({
      footerFigures: [],
      footerAbout: { en: "", hi: "", hiStale: false },
    });
  });

  it("are at most four figures and 400 characters", () => {
    const [first] = initialNavigation.footerFigures;
    const five = { ...initialNavigation, footerFigures: [1, 2, 3, 4, 5].map((n) => ({ ...first, id: `figure-${n}` })) };
    expect(navigationSchema.safeParse(five).error?.issues[0]).toMatchObject({
      path: ["footerFigures"],
      message: "The footer's figures: at most 4",
    });
    const long = { ...initialNavigation, footerAbout: { en: "x".repeat(401), hi: "", hiStale: false } };
    expect(navigationSchema.safeParse(long).error?.issues[0]).toMatchObject({
      path: ["footerAbout", "en"],
      message: "About the foundation, in the footer: at most 400 characters",
    });
  });
});
