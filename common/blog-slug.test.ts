import { describe, expect, it } from "vitest";
import { slugFromTitle, slugify } from "./blog-slug.ts";

describe("slugs (spec 5, issue 43)", () => {
  it.each([
    ["Girls' Cricket Camp, in Jaipur!", "girls-cricket-camp-in-jaipur"],
    ["  Water -- for   all  ", "water-for-all"],
    ["100% done_now", "100-done-now"],
    ["Café in Āgra", "cafe-in-agra"],
    ["!!!", ""],
    // Hindi in Latin letters, as it is commonly typed: no percent escapes in the address.
    ["शिक्षा: हर बच्चे का अधिकार", "shiksha-har-bachche-ka-adhikar"],
    ["महिला सशक्तिकरण", "mahila-sashaktikaran"],
    ["कक्षा १० के बच्चे", "kaksha-10-ke-bachche"],
    ["ज्ञान और ज़िंदगी", "gyan-aur-zindagi"],
    ["स्वास्थ्य शिविर, 2026", "svasthya-shivir-2026"],
    // Other scripts keep their letters.
    ["தமிழ் கல்வி", "தமிழ்-கல்வி"],
  ])("slugify(%o) = %o", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps the slug to 80 characters without a trailing hyphen", () => {
    const slug = slugify(`${"word ".repeat(30)}`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });

  it("gives a title without letters or digits an address all the same", () => {
    expect(slugFromTitle("!!!")).toBe("post");
    expect(slugFromTitle("Annual Day")).toBe("annual-day");
  });
});
