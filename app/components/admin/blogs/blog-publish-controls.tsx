/**
 * Drafts and scheduling, shared by the blog modal and the page editor: the
 * "Publish at" field (the admin's local time), the "Save draft" button beside the
 * publish button, the publish button's words ("Schedule" when a time to come is
 * set), and the save itself: checked with the form's schema, then sent.
 */
import type { z } from "zod";
import type { BlogPost, BlogWriteRequest } from "#common/schemas/blog";
import {
  type BlogForm,
  blogPayload,
  type SaveMode,
  saveBlog,
  serverFieldErrors,
} from "~/components/admin/blogs/blog-form";
import { adminWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { TextField } from "~/components/contact/form-fields";
import { blogAdminText } from "~/content/blog-admin";
import { blogStatus, formatDateTime, fromLocalInput } from "~/lib/blog-schedule";

const text = blogAdminText.publication;

/** The admin's time zone, named under the field so "9:00" is never ambiguous. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function PublishAtField({ form }: { form: BlogForm }) {
  return (
    <TextField
      type="datetime-local"
      label={text.publishAt}
      hint={text.publishAtHint(timeZone())}
      className="sm:[&_input]:max-w-xs"
      {...form.bind("publishedAt")}
    />
  );
}

/** The publish button's words: the spec's own, or "Schedule" when the post will wait for its time. */
export const publishLabel = (form: BlogForm, specified: string) => (form.scheduling ? text.schedule : specified);

export function DraftButton({
  before,
  disabled,
  onClick,
  className,
}: {
  before: BlogPost | null;
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  // A post visitors can read now is taken off the website; a draft or a scheduled one just kept back.
  const isPublic = before !== null && ["featured", "published"].includes(blogStatus(before).kind);
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={className} data-save-draft="">
      {isPublic ? text.unpublish : text.saveDraft}
    </button>
  );
}

export interface SaveOptions {
  form: BlogForm;
  mode: SaveMode;
  before: BlogPost | null;
  schema: z.ZodType;
  /** The toasts of a post published at once: created and updated (spec 8). */
  published: { created: string; updated: string };
  failure: (message: string) => string;
  /** Changes made to the request after it passed the check (the editor's excerpt from the content). */
  complete?: (body: BlogWriteRequest) => BlogWriteRequest;
}

/** Checks the form with its schema (errors beside the fields, the first focused), then saves; null when refused here. */
export async function saveBlogForm({
  form,
  mode,
  before,
  schema,
  published,
  failure,
  complete = (body) => body,
}: SaveOptions): Promise<WriteResult<BlogPost> | null> {
  const body = blogPayload(form.values, mode, before);
  if (!form.check(schema, { ...body, excerpt: body.excerpt || undefined })) return null;
  const at = form.values.publishedAt ? fromLocalInput(form.values.publishedAt) : "";
  const success =
    mode === "draft"
      ? text.draftSaved
      : form.scheduling
        ? text.scheduled(formatDateTime(at))
        : before
          ? published.updated
          : published.created;
  const result = await adminWrite(() => saveBlog(before, complete(body)), { success, failure });
  if (!result.ok) form.showErrors(serverFieldErrors(result.errors));
  return result;
}
