/**
 * Saving a post, the same way from the modal and the page editor: the form is
 * checked with `blogFormSchema` in the browser, then sent to the route's
 * `clientAction` (a fetcher), which calls the API through `adminWrite` (the toast
 * is raised there) and answers what happened; React Router then reloads the
 * screen's data. Field errors from the API are shown beside their fields.
 * Publishing a post visitors cannot see yet (new, a draft, or scheduled and now
 * asked to go out at once) or scheduling a draft asks once first (issue 43).
 */
import { blogMessages } from "#common/messages/blog";
import type { BlogPost, BlogWriteRequest } from "#common/schemas/blog";
import {
  type BlogForm,
  blogFormSchema,
  blogPayload,
  publishFieldErrors,
  type SaveMode,
  saveBlog,
  serverFieldErrors,
} from "~/components/admin/blogs/blog-form";
import { adminWrite, useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { useConfirm } from "~/components/ui/modal";
import { blogAdminText } from "~/content/admin/blog";
import { blogStatus } from "~/lib/admin/blog-schedule";
import { formatDateTime } from "~/lib/site-time";

/** Which screen saves: the specification gives each its own toasts (spec 8). */
export type BlogScreen = "modal" | "editor";

/** What a blog screen sends its route's `clientAction`. */
export interface SaveBlogIntent {
  intent: "save";
  id: string | null;
  screen: BlogScreen;
  mode: SaveMode;
  /** Set when the post waits for a time to come: when it will appear, as the toast says it ("30 Nov 2026, 9:00 am IST"). */
  scheduledFor: string | null;
  body: BlogWriteRequest;
}

const toasts = {
  modal: { ...blogMessages.modal, failure: blogMessages.modal.saveFailed },
  editor: { ...blogMessages.editor, failure: () => blogMessages.editor.saveFailed },
};

/** The route actions' half: the API call and its toast. */
export function saveBlogAction({ id, screen, mode, scheduledFor, body }: SaveBlogIntent) {
  const said = toasts[screen];
  const success =
    mode === "draft"
      ? blogAdminText.publication.draftSaved
      : scheduledFor
        ? blogAdminText.publication.scheduled(scheduledFor)
        : id
          ? said.updated
          : said.created;
  return adminWrite(() => saveBlog(id, body), { success, failure: said.failure });
}

/**
 * What the main button (and Enter in a field) does: a post visitors can read, or
 * one waiting for its time, is saved as it is; a new post or a draft is saved as a
 * draft, never published by accident (issue 43).
 */
export const mainSaveMode = (before: BlogPost | null): SaveMode =>
  before !== null && blogStatus(before).kind !== "draft" ? "publish" : "draft";

/**
 * The question before a save that makes a hidden post public or scheduled, or
 * undefined when none is needed: the post is public already, or stays scheduled.
 */
function publishQuestion(before: BlogPost | null, title: string, scheduledFor: string | null) {
  const text = blogAdminText.publication;
  const status = before ? blogStatus(before).kind : "draft";
  if (status === "published" || status === "featured") return undefined;
  if (scheduledFor) {
    if (status === "scheduled") return undefined;
    const { message, ...words } = text.confirmSchedule;
    return { ...words, message: message(title, scheduledFor) };
  }
  const { message, ...words } = text.confirmPublish;
  return { ...words, message: message(title) };
}

/** The screens' half: `save(mode)` checks, asks before going public, and sends; `onSaved` runs once the post is stored. */
export function useBlogSave({
  form,
  before,
  screen,
  onSaved,
  onRefused,
}: {
  form: BlogForm;
  before: BlogPost | null;
  screen: BlogScreen;
  onSaved: (post: BlogPost) => void;
  /** The check or the API refused: the screen may have to show the field in error. */
  onRefused?: () => void;
}) {
  const write = useRouteWrite<SaveBlogIntent, WriteResult<BlogPost>>((result) => {
    if (result.ok) return onSaved(result.value);
    form.showErrors(serverFieldErrors(result.errors));
    onRefused?.();
  });

  const confirm = useConfirm();

  const save = async (mode: SaveMode) => {
    const body = blogPayload(form.values, mode, form.timeZone, before);
    const publishing = mode === "publish" ? publishFieldErrors(body) : {};
    if (!form.check(blogFormSchema, body, publishing)) return onRefused?.();
    const scheduledFor =
      mode === "publish" && form.scheduling && body.publishedAt
        ? formatDateTime(body.publishedAt, form.timeZone)
        : null;
    const question = mode === "publish" ? publishQuestion(before, body.title, scheduledFor) : undefined;
    if (question) {
      const { confirm: confirmLabel, cancel: cancelLabel, ...asked } = question;
      if (!(await confirm({ ...asked, confirmLabel, cancelLabel }))) return;
    }
    write.send({ intent: "save", id: before?.id ?? null, screen, mode, scheduledFor, body });
  };

  return { save, saving: write.busy };
}
