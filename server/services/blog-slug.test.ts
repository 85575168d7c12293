import { describe, expect, it } from "vitest";
import { firstFreeSlug, isUuid } from "./blog-slug.ts";

describe("slugs on the server (issue 43: a number only on a clash)", () => {
  it("keeps the slug when no other post has it, else adds the first free number", () => {
    expect(firstFreeSlug("annual-day", new Set())).toBe("annual-day");
    expect(firstFreeSlug("annual-day", new Set(["annual-day-2"]))).toBe("annual-day");
    expect(firstFreeSlug("annual-day", new Set(["annual-day"]))).toBe("annual-day-2");
    expect(firstFreeSlug("annual-day", new Set(["annual-day", "annual-day-2", "annual-day-4"]))).toBe("annual-day-3");
  });

  it("tells ids from slugs", () => {
    expect(isUuid("3f9c1a2b-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isUuid("hello-world-abc")).toBe(false);
  });
});
