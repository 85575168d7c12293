/**
 * Text of the public gallery (/Gallery) and the admin gallery tab and upload
 * modal. The specification's own messages live in common/messages/gallery.ts.
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
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  photoCount: (count: number) => `${count} photos`,
  previousPhoto: "Previous photo",
  nextPhoto: "Next photo",
  showPhoto: (index: number, total: number) => `Show photo ${index} of ${total}`,
  openViewer: (title: string) => `Open ${title} in the photo viewer`,
  viewer: {
    label: (title: string) => title,
    counter: (index: number, total: number) => `${index} / ${total}`,
    thumbnails: "All photos of this item",
    download: "Open the original",
    hint: "Use the arrow keys or swipe to move between photos.",
  },
} as const;

export const galleryAdminText = {
  heading: "Gallery",
  intro: "Photos shown on the public Gallery page, newest first.",
  upload: "Upload Images",
  emptyTitle: "No gallery items yet",
  emptyText: "Upload photos from your programmes; they appear on the Gallery page at once.",
  slideshow: "Slideshow",
  photos: (count: number) => `${count} photo${count === 1 ? "" : "s"}`,
  delete: (title: string) => `Delete ${title}`,
  edit: (title: string) => `Edit ${title}`,
  confirmTitle: "Delete gallery item?",
  confirmMessage: (title: string, count: number) =>
    `"${title}" and its ${count} photo${count === 1 ? "" : "s"} will be removed from the website. This cannot be undone.`,
  confirmButton: "Delete",
  modal: {
    title: "Upload to Gallery",
    description: "Photos appear on the public Gallery page. Location data is removed from every photo.",
    titleLabel: "Title",
    titlePlaceholder: "e.g. Tree planting in Ajmer",
    descriptionLabel: "Description",
    categoryLabel: "Category",
    locationLabel: "Location",
    locationPlaceholder: "e.g. Ajmer, Rajasthan",
    imagesLabel: "Images",
    dropHint: "Drag photos here, or",
    choose: "choose files",
    altLabel: (name: string) => `Alt text for ${name}`,
    altPlaceholder: "Describe the photo for people who cannot see it (optional)",
    remove: (name: string) => `Remove ${name}`,
    selected: (count: number) => `${count} image(s) selected`,
    categoryPlaceholder: "Choose a category",
    limits: "JPEG, PNG, WebP or GIF · up to 10 MB each · 20 at a time",
    cancel: "Cancel",
    cancelUpload: "Cancel upload",
    cancelTitle: "Cancel the upload?",
    cancelMessage: "The photos sent so far will be discarded; nothing is added to the gallery.",
    submit: (count: number) => (count > 0 ? `Upload ${count} image(s)` : "Upload"),
    progress: (percent: number) => `${percent}% sent`,
    processing: "Processing photos on the server...",
    connectionLost: "The connection was lost during the upload. Please check your connection and try again.",
    notAnImage: (name: string) => `${name} is not an image and was skipped.`,
    tooLarge: (name: string) => `${name} is larger than 10 MB and was skipped.`,
    tooMany: (max: number) => `At most ${max} images can be uploaded at once.`,
    heic: (name: string) => `${name} is an HEIC photo: please send it as JPEG.`,
    unreadable: "This browser cannot show this file; it may not be a photo.",
  },
  /** /admin/gallery/{id}: one item, its fields and its photos (decision 029). */
  editor: {
    back: "Back to the gallery",
    heading: "Edit gallery item",
    loadFailed: "The gallery item could not be loaded.",
    detailsHeading: "Details",
    save: "Save details",
    saving: "Saving...",
    photosHeading: (count: number) => `Photos (${count})`,
    photosIntro:
      "The first photo is the cover. Move photos up or down and describe each one for people who cannot see it, then save.",
    photoLabel: (index: number) => `Photo ${index}`,
    altLabel: (index: number) => `Alt text for photo ${index}`,
    moveUp: (index: number) => `Move photo ${index} up`,
    moveDown: (index: number) => `Move photo ${index} down`,
    deletePhoto: (index: number) => `Delete photo ${index}`,
    saveOrder: "Save order and descriptions",
    unsaved: "You have unsaved changes to the photos.",
    onlyPhoto:
      "This is the item's only photo, so it cannot be deleted here: add another photo first, or delete the whole item from the Gallery tab.",
    confirmPhotoTitle: "Delete this photo?",
    confirmPhotoMessage: (index: number, title: string) =>
      `Photo ${index} of "${title}" will be removed from the website. This cannot be undone.`,
    confirmPhotoButton: "Delete photo",
    addHeading: "Add photos",
    addIntro: "New photos go after the last one. Location data is removed from every photo.",
    addSubmit: (count: number) => (count > 0 ? `Add ${count} image(s)` : "Add photos"),
    refusedHeading: "These files were not added:",
  },
} as const;
