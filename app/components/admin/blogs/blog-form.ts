/**
 * What the blog modal and the page editor share: the form's values, the JSON the
 * API takes (spec 7), the one schema both check it with (blogWriteRequest, the
 * server's own, with what publishing needs: common/blog-publish-rules.ts), saving
 * as published, scheduled or draft, and the field errors.
 */
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import { BLOG_LIMITS, parseTags } from "#common/blog";
import { publishRefusal } from "#common/blog-publish-rules";
import type { Locale } from "#common/locale";
import { type BlogPost, type BlogWriteRequest, blogWriteRequest } from "#common/schemas/blog";
import { useZodForm } from "~/components/form-kit/use-zod-form";
import { blogStatus } from "~/lib/admin/blog-schedule";
import { apiRequest } from "~/lib/api-client";
import { plainTextFromMarkdown, truncate } from "~/lib/blog-text";
import { useSite } from "~/lib/site";
import { fromZonedInput, isFuture, toZonedInput } from "~/lib/site-time";

export interface BlogFormValues {
  title: string;
  /** The Address field: the post's slug, "" to make it from the title. */
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  /** As typed: comma-separated (spec 5). */
  tags: string;
  featured: boolean;
  image: string | null;
  /** "Publish at" as `datetime-local` holds it, on the site's clock (SITE_TIME_ZONE); "" for now. */
  publishedAt: string;
  /** The language the post is written in: English unless Hindi is chosen. */
  language: Locale;
}

export type BlogField = keyof BlogFormValues;
type TextBlogField = "title" | "slug" | "excerpt" | "content" | "author" | "tags";
const MAX_LENGTH: Partial<Record<TextBlogField, number>> = {
  title: BLOG_LIMITS.title,
  slug: BLOG_LIMITS.slugInput,
  excerpt: BLOG_LIMITS.excerpt,
  content: BLOG_LIMITS.content,
  author: BLOG_LIMITS.author,
};
export type BlogFieldErrors = Partial<Record<BlogField, string>>;

/** How a save leaves the post: public (at once, or at "Publish at"), or a draft only the admin sees. */
export type SaveMode = "publish" | "draft";

/** The form's name of a picture's Alt text field (the first picture is 1), where its error is shown. */
export const pictureAltField = (number: number) => `picture-${number}-alt`;

/**
 * What publishing (or scheduling) still needs, as the form's fields name it: the
 * excerpt and the content, and every picture described (issue 43; the server
 * checks the same, common/blog-publish-rules.ts), a picture's message beside its
 * own Alt text field.
 */
export function publishFieldErrors(post: { excerpt?: unknown; content?: unknown }): Record<string, string> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const refusal = publishRefusal({ excerpt: text(post.excerpt), content: text(post.content) });
  if (!refusal) return {};
  return refusal.picture === undefined ? refusal.errors : { [pictureAltField(refusal.picture)]: refusal.message };
}

/**
 * The one check of the modal and the page editor (issue 23: one set of rules): the
 * API's own request schema, with the author required as well (it is filled in with
 * the Settings' author name), and what publishing needs. Zod skips a refinement
 * once a field has failed (a missing title), so saving adds `publishFieldErrors`
 * itself too, and every missing field is named at once (blog-save.ts).
 */
export const blogFormSchema = blogWriteRequest
  .extend({ author: blogWriteRequest.shape.author.unwrap() })
  .superRefine((post, context) => {
    if (post.published === false) return;
    for (const [field, message] of Object.entries(publishFieldErrors(post))) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });

/** An excerpt made from the start of the content (the "Use the start of the content" button). */
export const excerptFromContent = (content: string) => truncate(plainTextFromMarkdown(content), EXCERPT_FROM_CONTENT);
const EXCERPT_FROM_CONTENT = 160;

export const emptyBlogForm = (author: string): BlogFormValues => ({
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author,
  tags: "",
  featured: false,
  image: null,
  publishedAt: "",
  language: "en",
});

/** The form of a stored post; "Publish at" on the clock of `timeZone` (the site's). */
export const blogFormFrom = (post: Omit<BlogPost, "updatedAt">, timeZone: string): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  tags: post.tags.join(", "),
  featured: post.featured,
  image: post.image,
  // Only a time still to come is shown: a past one is when it went public, not a plan.
  publishedAt:
    post.publishedAt && Date.parse(post.publishedAt) > Date.now() ? toZonedInput(post.publishedAt, timeZone) : "",
  language: post.language,
});

/**
 * The request for a save. Publishing with "Publish at" empty is "now": a post that
 * was scheduled gets the present time (the server would otherwise keep its old plan).
 * "Publish at" is read on the clock of `timeZone` (the site's), not the browser's.
 */
export function blogPayload(
  values: BlogFormValues,
  mode: SaveMode,
  timeZone: string,
  before: BlogPost | null = null,
): BlogWriteRequest {
  const wasScheduled = before !== null && blogStatus(before).kind === "scheduled";
  const at = values.publishedAt.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    author: values.author.trim(),
    tags: parseTags(values.tags),
    featured: values.featured,
    image: values.image,
    language: values.language,
    published: mode === "publish",
    publishedAt: at
      ? fromZonedInput(at, timeZone)
      : mode === "publish" && wasScheduled
        ? new Date().toISOString()
        : null,
  };
}

/** Creates (no id) or updates a post; answers the saved post. */
export async function saveBlog(id: string | null, body: BlogWriteRequest): Promise<BlogPost> {
  const answer = await apiRequest<{ data: BlogPost }>(id ? `/blogs/${encodeURIComponent(id)}` : "/blogs", {
    method: id ? "PUT" : "POST",
    body,
    timeoutMs: 30_000,
  });
  return answer.data;
}

/** Uploads a picture through the image pipeline (POST /api/blogs/cover); answers the URL to show it. */
export async function uploadBlogImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  // Photos from a phone on a slow connection take a while.
  const answer = await apiRequest<{ data: { image: string } }>("/blogs/cover", {
    method: "POST",
    body,
    timeoutMs: 180_000,
  });
  return answer.data.image;
}

/** The API's field errors (`{ "tags.3": "…" }`) on the form's own fields. */
export function serverFieldErrors(errors: Record<string, string> = {}): BlogFieldErrors {
  const fields: BlogFieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split(".")[0] as BlogField;
    if (field in emptyBlogForm("")) fields[field] ??= message;
  }
  return fields;
}

export function useBlogForm(initial: BlogFormValues) {
  const { timeZone } = useSite();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  // The form kit: errors by field name, the first field in error focused.
  const kit = useZodForm();
  const { clearError, setErrors } = kit;

  const set = useCallback(
    <K extends BlogField>(field: K, value: BlogFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // A field being corrected loses its error message.
      clearError(field);
    },
    [clearError],
  );

  const reset = useCallback(
    (next: BlogFormValues) => {
      setSaved(next);
      setValues(next);
      setErrors({});
    },
    [setErrors],
  );

  /**
   * Puts back what was kept on this device: the fields change, what is saved does not
   * (still dirty). A field the kept copy lacks (kept before the field existed) stays as it is.
   */
  const restore = useCallback(
    (kept: BlogFormValues) => {
      setValues((current) => ({ ...current, ...kept }));
      setErrors({});
    },
    [setErrors],
  );

  const dirty = useMemo(
    () => (Object.keys(values) as BlogField[]).some((field) => values[field] !== saved[field]),
    [values, saved],
  );

  /** The props that tie a text field to the form: name, value, change handler, error, length limit. */
  const bind = (field: TextBlogField | "publishedAt") => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    error: kit.errors[field],
    maxLength: field === "publishedAt" ? undefined : MAX_LENGTH[field],
  });

  /** True when "Publish at" holds a time to come: the publish button schedules. */
  const scheduling = isFuture(values.publishedAt, timeZone);

  return { ...kit, values, set, reset, restore, dirty, bind, scheduling, timeZone };
}

export type BlogForm = ReturnType<typeof useBlogForm>;
