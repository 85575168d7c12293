/**
 * The post's content box, in the modal and the page editor alike: Markdown in a
 * text area with an edit/preview toggle, a button that uploads a picture into the
 * text, and under the text the pictures it holds, each shown as a picture with its
 * Alt text and Caption fields (issue 43), which rewrite that picture's Markdown
 * (common/blog-pictures.ts); a picture just inserted gets the focus in its Alt
 * text field. The text area stays mounted in preview, keeping its undo history and scroll.
 */
import { type RefObject, useEffect, useState } from "react";
import { type ContentPicture, contentPictures, isDescribed, withPicture } from "#common/blog-pictures";
import { type BlogForm, pictureAltField } from "~/components/admin/blogs/blog-form";
import { InsertImageButton } from "~/components/admin/blogs/blog-image-fields";
import { BlogPreview } from "~/components/admin/blogs/blog-preview";
import { EditPreviewSwitch } from "~/components/admin/shared/edit-preview-switch";
import { TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { blogAdminText } from "~/content/admin/blog";

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
  // The picture just inserted, whose Alt text field takes the focus once it is drawn.
  const [focusPicture, setFocusPicture] = useState<number | null>(null);
  useEffect(() => {
    if (focusPicture === null) return;
    const field = formRef.current?.querySelector<HTMLInputElement>(`input[name="${pictureAltField(focusPicture)}"]`);
    if (!field) return;
    field.focus();
    setFocusPicture(null);
  });
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
              onInsert={(content, pictureNumber) => {
                form.set("content", content);
                setFocusPicture(pictureNumber);
              }}
              onBusyChange={onBusyChange}
            />
          )}
          <EditPreviewSwitch legend={text.modeLabel} mode={mode} onChange={onModeChange} labels={text} />
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
        <ContentPictures form={form} />
      </div>
      {mode === "preview" && (
        <div className="mt-3">
          <BlogPreview title={form.values.title} image={form.values.image} content={form.values.content} />
        </div>
      )}
    </div>
  );
}

/**
 * The pictures written into the content, each as a picture with its Alt text
 * (needed to publish) and Caption (shown under it) fields: typing in them rewrites
 * that picture's Markdown.
 */
function ContentPictures({ form }: { form: BlogForm }) {
  const content = form.values.content;
  const pictures = contentPictures(content);
  if (pictures.length === 0) return null;
  const change = (picture: ContentPicture, field: "alt" | "caption", value: string) => {
    form.set("content", withPicture(content, picture, { [field]: value }));
    form.clearError(pictureAltField(picture.number));
  };
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-slate-800">{fields.picturesInContent(pictures.length)}</p>
      <ul className="mt-2 space-y-3">
        {pictures.map((picture) => (
          <li
            key={picture.number}
            data-picture={picture.number}
            className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[9rem_1fr]"
          >
            <img
              src={picture.src}
              alt=""
              loading="lazy"
              className="aspect-[4/3] w-40 rounded-lg bg-white object-cover sm:w-36"
            />
            <fieldset className="min-w-0 space-y-3">
              <legend className="text-sm font-semibold text-slate-900">
                {fields.picture(picture.number)}
                {!isDescribed(picture) && (
                  <span className="ml-2 font-medium text-red-700">{fields.pictureNotDescribed}</span>
                )}
              </legend>
              <TextField
                name={pictureAltField(picture.number)}
                label={fields.altText}
                hint={fields.altTextHint}
                required
                value={picture.alt}
                error={form.errors[pictureAltField(picture.number)]}
                onChange={(event) => change(picture, "alt", event.target.value)}
              />
              <TextField
                name={`picture-${picture.number}-caption`}
                label={fields.caption}
                hint={fields.captionHint}
                value={picture.caption}
                onChange={(event) => change(picture, "caption", event.target.value)}
              />
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
