/**
 * Drafts and scheduling, shared by the blog modal and the page editor: the
 * "Publish at" field (on the site's clock, SITE_TIME_ZONE, not the device's), the "Save draft" button beside the
 * publish button, the publish button's words ("Schedule" when a time to come is
 * set). Saving itself: blog-save.ts.
 */
import type { BlogPost } from "#common/schemas/blog";
import type { BlogForm } from "~/components/admin/blogs/blog-form";
import { TextField } from "~/components/ui/form-fields";
import { blogAdminText } from "~/content/blog-admin";
import { blogStatus } from "~/lib/blog-schedule";
import { zoneName } from "~/lib/site-time";

const text = blogAdminText.publication;

export function PublishAtField({ form }: { form: BlogForm }) {
  // The site's zone, named under the field so "9:00" is never ambiguous ("India Standard Time (Asia/Kolkata)").
  const zone = `${zoneName(form.timeZone)} (${form.timeZone})`;
  return (
    <TextField
      type="datetime-local"
      label={text.publishAt}
      hint={text.publishAtHint(zone)}
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
