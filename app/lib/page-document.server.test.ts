import { describe, expect, it } from "vitest";
import { pageSchema } from "#common/content-model/page";
import { educationPage } from "../../server/content-seed/pages/education";
import { pageDocumentData } from "./page-document.server";

const ofKind = <K extends string>(blocks: { kind: string }[], kind: K) => blocks.filter((block) => block.kind === kind);

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
