/**
 * Text of the public gallery (/Gallery) and the category labels. The admin's
 * gallery texts are in admin/gallery.ts, so public pages do not carry them; the
 * specification's own messages live in common/messages/gallery.ts.
 */
import type { GalleryCategory } from "#common/gallery-categories";

/** How a category is shown (the labels of spec 3). */
export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  education: "Education",
  "women-empowerment": "Women Empowerment",
  environment: "Environment",
  "skill-development": "Skill Development",
  health: "Health",
  community: "Community",
  volunteers: "Volunteers",
  events: "Events",
};

export const categoryLabel = (category: string) =>
  galleryCategoryLabels[category as keyof typeof galleryCategoryLabels] ?? category;

export const galleryText = {
  hero: { eyebrow: "Moments from the field" },
  searchLabel: "Search the gallery",
  searchPlaceholder: "Search by title or place",
  categoriesLabel: "Filter by category",
  allCategories: "All",
  loading: "Loading gallery...",
  clearFilters: "Clear filters",
  /** The search box's button, for phones without JavaScript (with it, results follow the typing). */
  searchButton: "Search",
  pagination: {
    label: "Pages of the gallery",
    previous: "Newer photos",
    next: "Older photos",
    pageOf: "Page {page} of {pages}",
  },
  /** Shown on items with several photos only. */
  photoCount: "{count} photos",
  previousPhoto: "Previous photo",
  nextPhoto: "Next photo",
  showPhoto: "Show photo {index} of {total}",
  openViewer: "Open {title} in the photo viewer",
  viewer: {
    label: "{title}",
    counter: "{index} / {total}",
    thumbnails: "All photos of this item",
    download: "Open the original",
    hint: "Use the arrow keys or swipe to move between photos.",
  },
} as const;
