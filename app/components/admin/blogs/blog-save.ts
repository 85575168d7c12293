/**
 * Saving a post, the same way from the modal and the page editor: the form is
 * checked with `blogFormSchema` in the browser, then sent to the route's
 * `clientAction` (a fetcher), which calls the API through `adminWrite` (the toast
 * is raised there) and answers what happened; React Router then reloads the
 * screen's data. Field errors from the API are shown beside their fields.
 */
import { blogMessages } from "#common/messages/blog";
import type { BlogPost, BlogWriteRequest } from "#common/schemas/blog";
import {
  type BlogForm,
  blogFormSchema,
  blogPayload,
  type SaveMode,
  saveBlog,
  serverFieldErrors,
} from "~/components/admin/blogs/blog-form";
import { adminWrite, useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { blogAdminText } from "~/content/blog-admin";
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

/** The screens' half: `save(mode)` checks and sends; `onSaved` runs once the post is stored. */
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

  const save = (mode: SaveMode) => {
    const body = blogPayload(form.values, mode, form.timeZone, before);
    if (!form.check(blogFormSchema, body)) return onRefused?.();
    const intent: SaveBlogIntent = {
      intent: "save",
      id: before?.id ?? null,
      screen,
      mode,
      scheduledFor:
        mode === "publish" && form.scheduling && body.publishedAt
          ? formatDateTime(body.publishedAt, form.timeZone)
          : null,
      body,
    };
    write.send(intent);
  };

  return { save, saving: write.busy };
}
