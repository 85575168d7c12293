/**
 * What the blog modal and the page editor share besides their fields: the form,
 * the edit/preview mode, uploads on their way (saving waits for them), the copy
 * kept on this device, the question before leaving, and saving.
 */
import { useState } from "react";
import type { BlogPost } from "#common/schemas/blog";
import type { EditorMode } from "~/components/admin/blogs/blog-content-editor";
import { type BlogFormValues, useBlogForm } from "~/components/admin/blogs/blog-form";
import { type BlogScreen, useBlogSave } from "~/components/admin/blogs/blog-save";
import { useLeaveGuard, useLocalDraft } from "~/components/admin/shared/unsaved-work";
import { blogAdminText } from "~/content/admin/blog";

export function useBlogEditor({
  open,
  post,
  startsWith,
  screen,
  onSaved,
  onRefused,
}: {
  /** False while the modal is closed: nothing is kept or guarded. */
  open: boolean;
  post: BlogPost | null;
  startsWith: BlogFormValues;
  screen: BlogScreen;
  onSaved: (post: BlogPost) => void;
  onRefused?: () => void;
}) {
  const form = useBlogForm(startsWith);
  const [mode, setMode] = useState<EditorMode>("edit");
  const [uploads, setUploads] = useState(0);
  const countUpload = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const draft = useLocalDraft(open ? `blog:${post?.id ?? "new"}` : null, form.values, form.dirty, startsWith);
  const guard = useLeaveGuard(open && form.dirty, blogAdminText.modal.discardMessage);
  const { save, saving } = useBlogSave({
    form,
    before: post,
    screen,
    // The content's field is only there in edit mode: back to it first.
    onRefused: () => {
      setMode("edit");
      onRefused?.();
    },
    onSaved: (saved) => {
      guard.release();
      draft.clear();
      onSaved(saved);
    },
  });
  return { form, mode, setMode, countUpload, saving, busy: saving || uploads > 0, draft, guard, save };
}
