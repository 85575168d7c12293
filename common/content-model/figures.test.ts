import { describe, expect, it } from "vitest";
import { initialFigures } from "../../server/content-seed/figures.ts";
import { citeFigures, figuresSchema } from "./figures.ts";

describe("Figures cited by name", () => {
  it("replace each {name} of a known figure in every text, in any language, and leave other braces", () => {
    const cited = citeFigures(
      { answer: { en: "In {states} states and {districts} districts", hi: "{states} राज्यों में" }, note: "{unknown} {x" },
      initialFigures,
    );
    expect(cited).toEqual({ answer: { en: "In 5+ states and 15+ districts", hi: "5+ राज्यों में" }, note: "{unknown} {x" });
  });

  it("start valid, and refuse two figures with one name or a name that cannot be written in braces", () => {
    expect(figuresSchema.safeParse(initialFigures).success).toBe(true);
    const [first] = initialFigures.items;
    const twice = { items: [first, { ...first, id: "other" }] };
    expect(figuresSchema.safeParse(twice).error?.issues[0]?.message).toBe("Figures: two have the same name");
    const spaced = { items: [{ ...first, name: "Partner Schools" }] };
    expect(figuresSchema.safeParse(spaced).error?.issues[0]?.path).toEqual(["items", 0, "name"]);
  });
});
