import { describe, expect, it } from "vitest";
import { categoryFromParam, emptyGalleryMessage, galleryHref } from "./gallery-filter";

describe("gallery filter", () => {
  it("accepts only the gallery's categories from the URL, every upload category included (issue 23, finding 2)", () => {
    expect(categoryFromParam("health")).toBe("health");
    expect(categoryFromParam("volunteers")).toBe("volunteers");
    expect(categoryFromParam("community")).toBe("community");
    expect(categoryFromParam("sports")).toBe("all");
    expect(categoryFromParam(null)).toBe("all");
  });

  it("puts the search, a category other than All and a page past the first in the address", () => {
    expect(galleryHref({ search: "", category: "all" })).toBe("/Gallery");
    expect(galleryHref({ search: " well ", category: "health" }, 3)).toBe("/Gallery?q=well&category=health&page=3");
    expect(galleryHref({ search: "a&b", category: "all" }, 1)).toBe("/Gallery?q=a%26b");
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
