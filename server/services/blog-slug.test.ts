import { describe, expect, it } from "vitest";
import { isUuid, slugify, slugWithTimeSuffix } from "./blog-slug.ts";

describe("slugs (spec 5)", () => {
  it.each([
    ["Girls' Cricket Camp, in Jaipur!", "girls-cricket-camp-in-jaipur"],
    ["  Water -- for   all  ", "water-for-all"],
    ["शिक्षा: हर बच्चे का अधिकार", "शिक्षा-हर-बच्चे-का-अधिकार"],
    ["100% done_now", "100-done-now"],
    ["!!!", ""],
  ])("slugify(%o) = %o", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps the base to 80 characters without a trailing hyphen", () => {
    const slug = slugify(`${"word ".repeat(30)}`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });

  it("adds the creation time in base 36", () => {
    const now = Date.parse("2026-03-01T10:00:00Z");
    expect(slugWithTimeSuffix("Hello World", now)).toBe(`hello-world-${now.toString(36)}`);
    expect(slugWithTimeSuffix("!!!", now)).toBe(now.toString(36));
  });

  it("tells ids from slugs", () => {
    expect(isUuid("3f9c1a2b-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isUuid("hello-world-abc")).toBe(false);
  });
});
