/**
 * Request shapes of the blog API (spec 7), shared by the admin screens and the
 * server, with the limits that keep one post from swamping a page or the database.
 */
import { z } from "zod";
import { apiSuccessSchema, dateTimeSchema, type Wire } from "../api.ts";
import { BLOG_LIMITS, parseTags } from "../blog.ts";
import { slugify } from "../blog-slug.ts";
import { LOCALES } from "../locale.ts";
import { blogMessages } from "../messages/blog.ts";
import { listPageView, pageQuery } from "./inbox.ts";
import { boundedText, requiredText } from "./text.ts";

const v = blogMessages.validation;

/** What a field named `label` says over its limit. */
const tooLongFor = (label: string) => (max: number) => v.tooLong(label, max);

/**
 * A path on this site (an uploaded image, /api/images/...). Pictures from other
 * sites are refused: the Content-Security-Policy would block them on the page.
 */
export const isAcceptableImageUrl = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

const tagsField = z
  .union([z.string(), z.array(z.string())], { error: v.tagsInvalid })
  .transform((tags) => parseTags(tags))
  .pipe(
    z
      .array(boundedText(BLOG_LIMITS.tag, v.tagTooLong(BLOG_LIMITS.tag), { trim: false }))
      .max(BLOG_LIMITS.tags, v.tooManyTags(BLOG_LIMITS.tags)),
  );

const imageField = boundedText(BLOG_LIMITS.image, v.tooLong("Image URL", BLOG_LIMITS.image))
  .refine((value) => value === "" || isAcceptableImageUrl(value), v.imageInvalid)
  .transform((value) => value || null)
  .nullable();

/**
 * When a post goes public: an ISO 8601 date and time with its offset (or `Z`), or
 * null. Parsed by `Date`, after a length check, so no pattern runs on it.
 */
const publishedAtField = boundedText(64, v.publishedAtInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)) && /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value), v.publishedAtInvalid)
  .transform((value) => new Date(value))
  .nullable();

/** The language a post is written in: English unless the admin chose Hindi. */
const languageField = z.enum(LOCALES, { error: v.languageInvalid });

/**
 * The post's address as the staff typed it: any text that still has a letter or a
 * digit once made a slug ("Village Library!" → village-library); "" asks for one
 * made from the title.
 */
const slugField = boundedText(BLOG_LIMITS.slugInput, v.tooLong("Address", BLOG_LIMITS.slugInput)).refine(
  (value) => value === "" || slugify(value) !== "",
  v.slugInvalid,
);

/**
 * POST and PUT /api/blogs. Without `published` a post is published at once, as the
 * specification says (spec 4); `published: false` keeps it a draft, seen only by
 * the admin; `publishedAt` in the future schedules it: it goes public at that time
 * on its own. A draft needs only its title; the excerpt and content (and alt text
 * for every picture in it) are needed to publish or schedule, which the service
 * checks, knowing whether the post will be public (common/blog-publish-rules.ts).
 * `slug` is the address: made from the title when left out or "" on create
 * (Hindi in Latin letters, a number added only when another post has it), kept as
 * it is when left out on update, and fixed while the post is public (decision 056).
 * `language` ("en" or "hi") is English when a new post leaves it out.
 */
export const blogWriteRequest = z.object({
  title: requiredText({ max: BLOG_LIMITS.title, required: v.titleRequired, tooLong: tooLongFor("Title") }),
  /** "" or left out on a draft; kept as it was when an update leaves it out. */
  excerpt: boundedText(BLOG_LIMITS.excerpt, v.tooLong("Excerpt", BLOG_LIMITS.excerpt)).optional(),
  content: boundedText(BLOG_LIMITS.content, v.tooLong("Content", BLOG_LIMITS.content)).optional(),
  /** Defaults to the signed-in admin's username on create; kept as it was on update. */
  author: requiredText({
    max: BLOG_LIMITS.author,
    required: v.authorRequired,
    tooLong: tooLongFor("Author"),
  }).optional(),
  tags: tagsField.optional(),
  featured: z.boolean({ error: v.featuredInvalid }).optional(),
  image: imageField.optional(),
  slug: slugField.optional(),
  published: z.boolean({ error: v.publishedInvalid }).optional(),
  publishedAt: publishedAtField.optional(),
  /** "en" or "hi": English on create when left out; kept as it was on update. */
  language: languageField.optional(),
});
export type BlogWriteRequest = z.input<typeof blogWriteRequest>;
export type BlogWriteInput = z.output<typeof blogWriteRequest>;

/** GET /api/blogs: title search, tag, featured, and paging (answer keeps its shape without paging). */
export const blogListQuery = z.object({
  q: boundedText(BLOG_LIMITS.search, v.tooLong("q", BLOG_LIMITS.search)).optional(),
  tag: boundedText(BLOG_LIMITS.tag, v.tagTooLong(BLOG_LIMITS.tag)).optional(),
  featured: z.enum(["true", "false"], { error: v.featuredInvalid }).optional(),
  page: z.coerce.number({ error: v.pageInvalid }).int(v.pageInvalid).min(1, v.pageInvalid).optional(),
  limit: z.coerce
    .number({ error: v.limitInvalid(BLOG_LIMITS.pageSize) })
    .int(v.limitInvalid(BLOG_LIMITS.pageSize))
    .min(1, v.limitInvalid(BLOG_LIMITS.pageSize))
    .max(BLOG_LIMITS.pageSize, v.limitInvalid(BLOG_LIMITS.pageSize))
    .optional(),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

/** POST /api/blogs/preview: the editor's preview, rendered by the server's renderer. */
export const blogPreviewRequest = z.object({
  content: boundedText(BLOG_LIMITS.content, v.tooLong("Content", BLOG_LIMITS.content), { trim: false }),
});

// ---------------------------------------------------------------- what the API answers

/** A post as stored and answered (GET, POST, PUT /api/blogs). */
export const blogPostView = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown source. */
  content: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  image: z.string().nullable(),
  published: z.boolean(),
  publishedAt: dateTimeSchema.nullable(),
  /** The language the post is written in. */
  language: z.enum(LOCALES),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/** A post as the server's services hold it (dates as Date). */
export type BlogPostRecord = z.infer<typeof blogPostView>;
/** A post as the browser reads it from the API. */
export type BlogPost = Wire<BlogPostRecord>;

/** One post with its content rendered to sanitised HTML (GET /api/blogs/{id}, /slug/{slug}). */
export const renderedBlogPostView = blogPostView.extend({ html: z.string() });

/** GET /api/blogs: the posts, and `pagination` when `page` or `limit` was given. */
export const blogListResponse = apiSuccessSchema(z.array(blogPostView)).extend({
  pagination: z
    .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() })
    .optional(),
});

/** A post in the Trash (GET /api/blog-trash): when it was deleted and when it goes for good. */
export const trashedBlogPostView = blogPostView.extend({
  deletedAt: dateTimeSchema,
  /** 30 days after `deletedAt`: then the post and its pictures are deleted for good. */
  purgeAt: dateTimeSchema,
});
export type TrashedBlogPost = Wire<z.infer<typeof trashedBlogPostView>>;

/** POST /api/blogs/cover: the uploaded cover's URLs and size. */
export const uploadedCoverView = z.object({
  /** The large variant: what a post's `image` holds. */
  image: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

// ---------------------------------------------------------------- the admin's Blogs tab (issue 46)

/** What the Blogs tab's status filter offers: a post's status as its badge says it (published takes featured in). */
export const BLOG_STATUSES = ["draft", "scheduled", "published", "featured"] as const;
export type BlogStatusFilter = (typeof BLOG_STATUSES)[number];
/** Posts a page of the Blogs tab shows. */
export const BLOG_ADMIN_PAGE_SIZE = 20;

/**
 * GET /api/blog-list: one page of the posts outside the Trash, drafts and scheduled
 * ones too, newest first; `q` is part of the title, `status` one of BLOG_STATUSES.
 */
export const blogAdminListQuery = pageQuery.extend({
  q: boundedText(BLOG_LIMITS.search, v.tooLong("q", BLOG_LIMITS.search))
    .transform((value) => value || undefined)
    .optional(),
  status: z.enum(BLOG_STATUSES, { error: v.statusInvalid(BLOG_STATUSES) }).optional(),
});
export type BlogAdminListQuery = z.output<typeof blogAdminListQuery>;

/** A row of the Blogs tab: a post without its content (an edit loads the post itself). */
export const blogListItemView = blogPostView.omit({ content: true });
export type BlogListItemRecord = z.infer<typeof blogListItemView>;
export type BlogListItem = Wire<BlogListItemRecord>;

/** GET /api/blog-list's page, with the counts of the whole list the tab and the Overview show. */
export const blogAdminPageView = listPageView(blogListItemView).extend({
  /** Featured posts among them (the Overview's Featured Blogs). */
  featured: z.number().int(),
});
export type BlogAdminPage = Wire<z.infer<typeof blogAdminPageView>>;
