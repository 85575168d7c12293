import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EducationIllustration } from "./education-illustration";

describe("EducationIllustration", () => {
  it("draws the Devanagari letters as outlines, so no device needs a Devanagari font for them", () => {
    const svg = renderToStaticMarkup(<EducationIllustration label="A learning centre" />);
    // What stands between tags: the text a font has to draw.
    const textNodes = svg
      .split("<")
      .map((part) => part.slice(part.indexOf(">") + 1))
      .join(" ");
    expect(textNodes).not.toMatch(/[\u0900-\u097F]/);
    // The blackboard's letters: one filled outline where the text was.
    expect(svg).toMatch(/<path fill="#ffffff" d="M195\.2 102\.7/);
  });
});
