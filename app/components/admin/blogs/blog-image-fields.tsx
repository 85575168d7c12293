/**
 * Pictures for a post, uploaded through the server's image pipeline (POST
 * /api/blogs/cover): the cover (upload, change, remove; the post keeps its URL in
 * `image`), and pictures inserted into the Markdown content at the cursor.
 */
import { type ReactNode, useId, useState } from "react";
import { contentPictures, pictureMarkdown } from "#common/blog-pictures";
import { blogMessages } from "#common/messages/blog";
import { uploadBlogImage } from "~/components/admin/blogs/blog-form";
import { notify } from "~/components/admin/shared/admin-notify";
import { BlogCover } from "~/components/blog/blog-cover";
import { Icon } from "~/components/ui/icon";
import { blogAdminText } from "~/content/admin/blog";

const text = blogAdminText.fields;

/** Uploads one picture at a time; failures are told in a toast. */
function useImageUpload(onBusyChange?: (busy: boolean) => void) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File): Promise<string | undefined> => {
    setUploading(true);
    onBusyChange?.(true);
    try {
      return await uploadBlogImage(file);
    } catch (error) {
      notify(blogMessages.cover.failed(error instanceof Error ? error.message : String(error)), "error");
      return undefined;
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  };
  return { uploading, upload };
}

/** A file input shown as a button (a label), keyboard-focusable, that hands over the chosen file. */
function ImagePicker({
  disabled,
  onFile,
  children,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again after a failure must fire again.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-slate-50"
      >
        <Icon name="image-plus" className="size-4" />
        {children}
      </label>
    </>
  );
}

export function CoverImageField({
  value,
  onChange,
  onBusyChange,
}: {
  value: string | null;
  onChange: (image: string | null) => void;
  /** True while an upload is on its way (the form should not save meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const { uploading, upload } = useImageUpload(onBusyChange);

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="block text-sm font-semibold text-slate-800">{text.cover}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
        {text.coverHint}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="w-full overflow-hidden rounded-xl border border-slate-200 sm:w-56">
          <BlogCover image={value} sizes="224px" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ImagePicker
            disabled={uploading}
            onFile={async (file) => {
              const image = await upload(file);
              if (image) onChange(image);
            }}
          >
            {value ? text.coverChange : text.coverUpload}
          </ImagePicker>
          {value && !uploading && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              <Icon name="trash" className="size-4" />
              {text.coverRemove}
            </button>
          )}
          <p role="status" className="w-full text-sm text-slate-600">
            {uploading ? blogMessages.cover.uploading : value ? "" : text.coverNone}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * Uploads a picture and puts it into the content at the cursor, on its own
 * paragraph, with no alt text yet: `onInsert` gets the new content and the
 * picture's number, so the editor can take the author to its Alt text and Caption
 * fields (issue 43: nobody has to edit Markdown brackets).
 */
export function InsertImageButton({
  textarea,
  onInsert,
  onBusyChange,
}: {
  textarea: () => HTMLTextAreaElement | null | undefined;
  onInsert: (content: string, pictureNumber: number) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { uploading, upload } = useImageUpload(onBusyChange);
  return (
    <ImagePicker
      disabled={uploading}
      onFile={async (file) => {
        const url = await upload(file);
        const area = textarea();
        if (!url || !area) return;
        const { selectionStart: start, selectionEnd: end, value } = area;
        const before = `${value.slice(0, start)}${start > 0 && !value.slice(0, start).endsWith("\n\n") ? "\n\n" : ""}`;
        const picture = pictureMarkdown({ alt: "", src: url, caption: "" });
        onInsert(`${before}${picture}\n\n${value.slice(end)}`, contentPictures(before).length + 1);
      }}
    >
      {uploading ? blogMessages.cover.uploading : blogAdminText.fields.insertImage}
    </ImagePicker>
  );
}
