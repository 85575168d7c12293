import { describe, expect, it } from "vitest";
import { navigationSchema } from "#common/content-model/navigation";
import { APPLICATION_FORM, isNavGroup } from "~/content/nav-entry";
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
