/**
 * The blog's messages (spec 5 and 8, "Blog"), used by the browser and the server.
 * The specification's texts are kept exactly; the few the specification does not
 * give (server-side limits) follow their style. A translation replaces this module.
 */
export const blogMessages = {
  validation: {
    /** The admin blog modal's one message (spec 5). */
    modalRequired: "Please fill in all required fields (title, excerpt, content)",
    /** The page editor's messages (spec 5). */
    titleRequired: "Title is required",
    authorRequired: "Author is required",
    contentRequired: "Content is required",
    excerptRequired: "Excerpt is required",
    /** A picture in the content has no alt text, or still the old placeholder (issues 23, 43). */
    pictureNeedsAlt: (n: number) => `Picture ${n} needs alt text: describe what it shows for readers who cannot see it`,
    /** The Address field (issue 43). */
    slugInvalid: "The address needs at least one letter or number",
    slugTaken: (slug: string) => `The address /blog/${slug} is already used by another post: choose another`,
    slugFixed: (slug: string) =>
      `This post is published, so its address stays /blog/${slug} (links already shared keep working). Unpublish it to a draft to change the address.`,
    tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-IN")} characters`,
    tagsInvalid: "Tags must be a list of words or comma-separated text",
    tooManyTags: (max: number) => `At most ${max} tags`,
    tagTooLong: (max: number) => `Each tag must be at most ${max} characters`,
    imageInvalid: "Image must be an image uploaded to this site (a path starting with /api/images/)",
    pageInvalid: "page must be a whole number from 1",
    statusInvalid: (statuses: readonly string[]) => `status must be one of ${statuses.join(", ")}`,
    limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
    featuredInvalid: "featured must be true or false",
    publishedInvalid: "published must be true or false",
    languageInvalid: "language must be en (English) or hi (Hindi)",
    publishedAtInvalid: "Publish at must be a date and time, such as 2026-12-01T09:00:00+05:30",
  },
  modal: {
    created: "Blog created successfully!",
    updated: "Blog updated successfully!",
    deleted: "Blog deleted successfully from server!",
    saveFailed: (message: string) => `Failed to save blog: ${message}. Please check the server logs for details.`,
    deleteFailed: (message: string) => `Failed to delete blog: ${message}`,
  },
  editor: {
    created: "Blog post created successfully!",
    updated: "Blog post updated successfully!",
    saveFailed: "Failed to save blog post. Please try again.",
    loadFailed: "Failed to load blog post.",
  },
  cover: {
    required: "Please choose an image to upload",
    uploaded: "Cover image uploaded",
    uploading: "Uploading image...",
    failed: (message: string) => `Failed to upload the image: ${message}`,
  },
  share: { copied: "URL copied to clipboard!" },
  notFound: {
    heading: "Blog Post Not Found",
    text: "The blog post you're looking for doesn't exist or may have been removed.",
  },
  api: {
    notFound: "Blog post not found",
    created: "Blog post created",
    updated: "Blog post updated",
    /** DELETE /api/blogs/{id} moves the post to the Trash (issue 43). */
    deleted: "Blog post moved to the Trash: it can be restored for 30 days",
    notInTrash: "This post is not in the Trash",
    restored: (title: string) => `"${title}" is restored, as it was before it was deleted`,
    deletedForGood: (title: string) => `"${title}" is deleted for good`,
  },
} as const;
