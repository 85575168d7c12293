/**
 * The page editor's content box: Markdown in a 20-row text area with an
 * edit/preview toggle and a button that uploads a picture into the text. The
 * text area stays mounted in preview, keeping its undo history and scroll.
 */
import clsx from "clsx";
import { Eye, Pencil } from "lucide-react";
import type { RefObject } from "react";
import type { useBlogForm } from "~/components/admin/blogs/blog-form";
import { InsertImageButton } from "~/components/admin/blogs/blog-image-fields";
import { BlogPreview } from "~/components/admin/blogs/blog-preview";
import { TextAreaField } from "~/components/contact/form-fields";
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
}: {
  form: ReturnType<typeof useBlogForm>;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  formRef: RefObject<HTMLFormElement | null>;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
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
          rows={20}
          className="[&_label]:sr-only [&_textarea]:font-mono [&_textarea]:text-sm [&_textarea]:leading-relaxed"
          {...form.bind("content")}
        />
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
