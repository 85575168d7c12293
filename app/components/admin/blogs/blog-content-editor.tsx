/**
 * The post's content box, in the modal and the page editor alike: Markdown in a
 * text area with an edit/preview toggle, a button that uploads a picture into the
 * text, and under the text the pictures it holds, shown as pictures with their
 * descriptions (a missing one is pointed out). The text area stays mounted in
 * preview, keeping its undo history and scroll.
 */
import clsx from "clsx";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import type { RefObject } from "react";
import type { BlogForm } from "~/components/admin/blogs/blog-form";
import { InsertImageButton } from "~/components/admin/blogs/blog-image-fields";
import { BlogPreview } from "~/components/admin/blogs/blog-preview";
import { TextAreaField } from "~/components/ui/form-fields";
import { blogAdminText } from "~/content/blog-admin";

const text = blogAdminText.editor;
const fields = blogAdminText.fields;

export type EditorMode = "edit" | "preview";

export function BlogContentEditor({
  form,
  mode,
  onModeChange,
  formRef,
  onBusyChange,
  rows,
}: {
  form: BlogForm;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  formRef: RefObject<HTMLFormElement | null>;
  onBusyChange: (busy: boolean) => void;
  /** The text area's height in lines: fewer in the modal. */
  rows: number;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
          {fields.content}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {mode === "edit" && (
            <InsertImageButton
              textarea={() => formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="content"]')}
              onInsert={(content) => form.set("content", content)}
              onBusyChange={onBusyChange}
            />
          )}
          <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">{text.modeLabel}</legend>
            {(["edit", "preview"] as const).map((name) => {
              const Icon = name === "edit" ? Pencil : Eye;
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={mode === name}
                  onClick={() => onModeChange(name)}
                  className={clsx(
                    "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold",
                    mode === name ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {text[name]}
                </button>
              );
            })}
          </fieldset>
        </div>
      </div>
      {/* The text area stays mounted in preview, keeping its undo history and scroll. */}
      <div hidden={mode !== "edit"} className="mt-3">
        <TextAreaField
          label={fields.content}
          hint={fields.contentHint}
          required
          rows={rows}
          className="[&_label]:sr-only [&_textarea]:font-mono [&_textarea]:text-sm [&_textarea]:leading-relaxed"
          {...form.bind("content")}
        />
        <ContentPictures content={form.values.content} />
      </div>
      {mode === "preview" && (
        <div className="mt-3">
          <BlogPreview
            title={form.values.title}
            excerpt={form.values.excerpt}
            image={form.values.image}
            content={form.values.content}
          />
        </div>
      )}
    </div>
  );
}

/** The pictures written into the content, as pictures: what `![…](…)` means, at a glance. */
function ContentPictures({ content }: { content: string }) {
  const pictures = [...content.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt = "", src = ""]) => ({
    alt: alt.trim(),
    src,
  }));
  if (pictures.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-800">{fields.picturesInContent(pictures.length)}</p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {pictures.map(({ alt, src }, index) => {
          const described = alt !== "" && alt !== fields.imageAlt;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice
            <li key={index} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              <img src={src} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
              <p className={clsx("p-2 text-xs", described ? "text-slate-700" : "font-semibold text-red-700")}>
                {described ? alt : fields.pictureNotDescribed}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
