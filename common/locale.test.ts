import { describe, expect, it } from "vitest";
import { firstLanguageIsHindi, localeOfPath, localizedPath, pathInLocale, unprefixedPath } from "./locale";

describe("a page's language from its path", () => {
  it("is Hindi at /hi and under it, English everywhere else", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/AboutUs")).toBe("hi");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/AboutUs")).toBe("en");
    // A path that merely starts with the letters is not Hindi.
    expect(localeOfPath("/history")).toBe("en");
    expect(localeOfPath("/hiring")).toBe("en");
  });

  it("drops and adds the prefix, keeping query and hash", () => {
    expect(unprefixedPath("/hi")).toBe("/");
    expect(unprefixedPath("/hi/blog/a-post")).toBe("/blog/a-post");
    expect(unprefixedPath("/blog")).toBe("/blog");
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/#donate", "hi")).toBe("/hi#donate");
    expect(localizedPath("/?q=x", "hi")).toBe("/hi?q=x");
    expect(localizedPath("/blog?tag=Health", "hi")).toBe("/hi/blog?tag=Health");
    expect(localizedPath("/blog", "en")).toBe("/blog");
  });

  it("finds the same page in the other language", () => {
    expect(pathInLocale("/hi/Education", "", "en")).toBe("/Education");
    expect(pathInLocale("/Education", "?x=1", "hi")).toBe("/hi/Education?x=1");
    expect(pathInLocale("/hi", "", "en")).toBe("/");
    expect(pathInLocale("/", "", "hi")).toBe("/hi");
  });
});

describe("a browser that reads Hindi first (the Hindi suggestion on English pages)", () => {
  it("is one whose first language is hi or a regional form of it", () => {
    expect(firstLanguageIsHindi(["hi-IN", "en-IN"])).toBe(true);
    expect(firstLanguageIsHindi(["hi"])).toBe(true);
    expect(firstLanguageIsHindi(["HI-in"])).toBe(true);
  });

  it("is not one with Hindi later, another language with the same letters, or none", () => {
    expect(firstLanguageIsHindi(["en-IN", "hi-IN"])).toBe(false);
    expect(firstLanguageIsHindi(["hil"])).toBe(false);
    expect(firstLanguageIsHindi([])).toBe(false);
  });
});
