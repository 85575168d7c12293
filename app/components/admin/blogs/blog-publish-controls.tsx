/**
 * Drafts and scheduling, shared by the blog modal and the page editor: the
 * "Publish at" field (on the site's clock, SITE_TIME_ZONE, not the device's) and
 * the save buttons. The main button (filled, and what Enter does) never publishes
 * by accident (issue 43): a new post or a draft is saved as a draft, and "Publish"
 * beside it is its own button, which asks first (blog-save.ts); a post visitors can
 * read is updated (the spec's "Update Blog" / "Update"), with "Unpublish to draft"
 * beside it; a scheduled post keeps its schedule, with "Save draft" beside it.
 * "Publish" says "Schedule" when a time to come is set.
 */
import clsx from "clsx";
import type { BlogPost } from "#common/schemas/blog";
import type { BlogForm, SaveMode } from "~/components/admin/blogs/blog-form";
import { mainSaveMode } from "~/components/admin/blogs/blog-save";
import { TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { blogAdminText } from "~/content/admin/blog";
import { blogStatus } from "~/lib/admin/blog-schedule";
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

/** The publish button's words: `specified`, or "Schedule" when the post will wait for its time. */
const publishLabel = (form: BlogForm, specified: string) => (form.scheduling ? text.schedule : specified);

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold disabled:opacity-60";
const primary = "bg-brand-700 text-white hover:bg-brand-800";
const secondary = "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
/** "Publish" beside "Save draft": outlined in the brand's colour with its icon, so it is never taken for the other. */
const publishSecondary = "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50";

/**
 * The save buttons of a post, after the screen's Cancel. `update` is the
 * specification's word for saving a public post ("Update Blog" in the modal,
 * "Update" in the editor); `formId` ties the main button to the form when it sits
 * outside it (the modal's footer).
 */
export function SaveButtons({
  form,
  before,
  busy,
  saving,
  savingLabel,
  update,
  onSave,
  formId,
  padding,
}: {
  form: BlogForm;
  before: BlogPost | null;
  busy: boolean;
  saving: boolean;
  savingLabel: string;
  update: string;
  onSave: (mode: SaveMode) => void;
  formId?: string;
  /** The buttons' side padding (the page editor's are wider). */
  padding: string;
}) {
  const status = before ? blogStatus(before).kind : "draft";
  const main = mainSaveMode(before);
  const mainLabel =
    main === "draft" ? text.saveDraft : publishLabel(form, status === "scheduled" ? text.publish : update);
  const other: SaveMode = main === "draft" ? "publish" : "draft";
  const otherLabel =
    other === "publish" ? publishLabel(form, text.publish) : status === "scheduled" ? text.saveDraft : text.unpublish;
  return (
    <>
      <button
        type="button"
        onClick={() => onSave(other)}
        disabled={busy}
        data-save={other}
        className={clsx(buttonBase, padding, other === "publish" ? publishSecondary : secondary)}
      >
        {other === "publish" && <Icon name="send" className="size-4" />}
        {otherLabel}
      </button>
      <button
        type="submit"
        form={formId}
        disabled={busy}
        data-save={main}
        className={clsx(buttonBase, padding, primary)}
      >
        {saving ? savingLabel : mainLabel}
      </button>
    </>
  );
}
