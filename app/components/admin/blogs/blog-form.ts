/**
 * What the blog modal and the page editor share: the form's values, the JSON the
 * API takes (spec 7), saving, and the server's field errors mapped back to fields.
 */
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import { BLOG_LIMITS, parseTags } from "#common/blog";
import type { BlogPost, BlogWriteRequest } from "#common/schemas/blog";
import { apiRequest } from "~/lib/api-client";

export interface BlogFormValues {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** As typed: comma-separated (spec 5). */
  tags: string;
  featured: boolean;
  image: string | null;
}

export type BlogField = keyof BlogFormValues;
type TextBlogField = "title" | "excerpt" | "content" | "author" | "tags";
const MAX_LENGTH: Partial<Record<TextBlogField, number>> = {
  title: BLOG_LIMITS.title,
  excerpt: BLOG_LIMITS.excerpt,
  content: BLOG_LIMITS.content,
  author: BLOG_LIMITS.author,
};
export type BlogFieldErrors = Partial<Record<BlogField, string>>;

/** Spec 9: the author defaults to the admin's username, else "Admin". */
export const defaultAuthor = (username: string | undefined) => username?.trim() || "Admin";

export const emptyBlogForm = (author: string): BlogFormValues => ({
  title: "",
  excerpt: "",
  content: "",
  author,
  tags: "",
  featured: false,
  image: null,
});

export const blogFormFrom = (post: Omit<BlogPost, "updatedAt">): BlogFormValues => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  tags: post.tags.join(", "),
  featured: post.featured,
  image: post.image,
});

export function blogPayload(values: BlogFormValues): BlogWriteRequest {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    author: values.author.trim() || undefined,
    tags: parseTags(values.tags),
    featured: values.featured,
    image: values.image,
  };
}

/** Creates (no id) or updates a post; answers the saved post. */
export async function saveBlog(id: string | null, values: BlogFormValues): Promise<BlogPost> {
  const answer = await apiRequest<{ data: BlogPost }>(id ? `/blogs/${encodeURIComponent(id)}` : "/blogs", {
    method: id ? "PUT" : "POST",
    body: blogPayload(values),
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

/** The server's per-field validation messages (400 `errors`), keyed by form field. */
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
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BlogFieldErrors>({});

  const set = useCallback(<K extends BlogField>(field: K, value: BlogFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field being corrected loses its error message.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const reset = useCallback((next: BlogFormValues) => {
    setSaved(next);
    setValues(next);
    setErrors({});
  }, []);

  const dirty = useMemo(
    () => (Object.keys(values) as BlogField[]).some((field) => values[field] !== saved[field]),
    [values, saved],
  );

  /** The props that tie a text field to the form: name, value, change handler, error, length limit. */
  const bind = (field: TextBlogField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    error: errors[field],
    maxLength: MAX_LENGTH[field],
  });

  return { values, set, reset, errors, setErrors, dirty, bind };
}
