import { describe, expect, it } from "vitest";
import { type Translation, translated } from "#common/translation";

const english = {
  kind: "hero",
  heading: "About Us",
  icon: "target",
  to: "/GetInTouch",
  items: [
    { title: "Education", text: "Schools", accent: "brand" },
    { title: "Health", text: "Clinics", accent: "rose" },
  ],
  path: { heading: "How it works", steps: ["Apply", "Meet"] },
};

describe("translated", () => {
  const hindi: Translation<typeof english> = {
    heading: "हमारे बारे में",
    items: [
      { title: "शिक्षा", text: "स्कूल" },
      { title: "स्वास्थ्य", text: "क्लिनिक" },
    ],
    path: { heading: "यह कैसे काम करता है", steps: ["आवेदन करें", "मिलें"] },
  };

  it("lays the words over the English structure and keeps what is not language", () => {
    const result = translated(english, hindi);
    expect(result.heading).toBe("हमारे बारे में");
    expect(result.items.map((item) => [item.title, item.accent])).toEqual([
      ["शिक्षा", "brand"],
      ["स्वास्थ्य", "rose"],
    ]);
    // An object under an identifier key (`path`) is words like any other.
    expect(result.path.steps).toEqual(["आवेदन करें", "मिलें"]);
    expect(result.kind).toBe("hero");
    expect(result.to).toBe("/GetInTouch");
    expect(result.icon).toBe("target");
  });

  it("never takes an identifier from a translation, even one slipped past the types", () => {
    const sneaky = { ...hindi, to: "/elsewhere", kind: "quote" } as unknown as Translation<typeof english>;
    const result = translated(english, sneaky);
    expect(result.to).toBe("/GetInTouch");
    expect(result.kind).toBe("hero");
  });

  it("is the English value itself without a translation", () => {
    expect(translated(english, null)).toBe(english);
    expect(translated(english, undefined)).toBe(english);
  });
});
