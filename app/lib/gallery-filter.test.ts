import { describe, expect, it } from "vitest";
import { categoryCounts, categoryFromParam, emptyGalleryMessage, filterGallery } from "./gallery-filter";

const items = [
  { title: "Classroom", description: "Morning lessons", location: "Jaipur", category: "education" },
  { title: "Saplings", description: "Tree planting", location: "Ajmer", category: "environment" },
  { title: "Volunteers day", description: "Our team", location: "Jaipur", category: "volunteers" },
];

describe("gallery filter", () => {
  it("matches the search in title, description or location, case-insensitively", () => {
    expect(filterGallery(items, { search: "JAIPUR", category: "all" }).map((i) => i.title)).toEqual([
      "Classroom",
      "Volunteers day",
    ]);
    expect(filterGallery(items, { search: "tree", category: "all" })).toHaveLength(1);
  });

  it("combines category and search", () => {
    expect(filterGallery(items, { search: "jaipur", category: "education" }).map((i) => i.title)).toEqual([
      "Classroom",
    ]);
    expect(filterGallery(items, { search: "", category: "health" })).toEqual([]);
  });

  it("counts every public filter category, uploads-only categories only in All", () => {
    expect(categoryCounts(items)).toEqual({
      all: 3,
      education: 1,
      "women-empowerment": 0,
      environment: 1,
      "skill-development": 0,
      health: 0,
      events: 0,
    });
  });

  it("accepts only filter categories from the URL", () => {
    expect(categoryFromParam("health")).toBe("health");
    expect(categoryFromParam("volunteers")).toBe("all");
    expect(categoryFromParam(null)).toBe("all");
  });

  it("picks the spec's empty-state message", () => {
    expect(emptyGalleryMessage(0, 0, { search: "", category: "all" })).toBe(
      "No gallery items available. Upload some photos from the admin panel.",
    );
    expect(emptyGalleryMessage(3, 0, { search: " well ", category: "all" })).toBe('No images found matching "well"');
    expect(emptyGalleryMessage(3, 0, { search: "", category: "health" })).toBe(
      "No images found for the selected category",
    );
    expect(emptyGalleryMessage(3, 1, { search: "x", category: "all" })).toBeUndefined();
  });
});
