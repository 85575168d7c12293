/**
 * Writing an issue (issue 42): start from a published post (its title and text
 * copied in, in the post's language), or write one; English needed, Hindi
 * optional; each text in Markdown with the blog editor's preview (the server's
 * own renderer). Save draft keeps it; the test and send panels act on what is saved.
 */
import clsx from "clsx";
import { useState } from "react";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import type { BlogPost } from "#common/schemas/blog";
import { NEWSLETTER_LIMITS } from "#common/schemas/newsletter-issues";
import { BlogPreview } from "~/components/admin/blogs/blog-preview";
import { EditPreviewSwitch } from "~/components/admin/shared/edit-preview-switch";
import { TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { blogAdminText } from "~/content/admin/blog";
import type { IssueFields } from "./newsletter-data";
import { PostPicker } from "./post-picker";

const editor = blogAdminText.editor;
const fields = text.fields;

/** One language's subject and text, the text with Edit and Preview. */
function VersionFields({
  language,
  values,
  errors,
  onChange,
}: {
  language: "En" | "Hi";
  values: IssueFields;
  errors: Record<string, string>;
  onChange: (field: keyof IssueFields, value: string) => void;
}) {
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const subject = `subject${language}` as const;
  const body = `body${language}` as const;
  const required = language === "En";
  return (
    <div className="space-y-4">
      <TextField
        name={subject}
        label={fields[subject]}
        required={required}
        maxLength={NEWSLETTER_LIMITS.subject}
        value={values[subject]}
        error={errors[subject]}
        lang={language === "Hi" ? "hi" : undefined}
        onChange={(event) => onChange(subject, event.target.value)}
      />
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
            {fields[body]}
          </p>
          <EditPreviewSwitch
            legend={
              <>
                {editor.modeLabel}: {fields[body]}
              </>
            }
            mode={mode}
            onChange={setMode}
            labels={editor}
          />
        </div>
        <div hidden={mode !== "edit"} className="mt-2">
          <TextAreaField
            name={body}
            label={fields[body]}
            hint={fields.bodyHint}
            required={required}
            rows={12}
            value={values[body]}
            error={errors[body]}
            lang={language === "Hi" ? "hi" : undefined}
            // Markdown reads best in a fixed-width face; Devanagari does not (its letters would be spaced apart).
            className={clsx("[&_label]:sr-only [&_textarea]:text-sm", language === "En" && "[&_textarea]:font-mono")}
            onChange={(event) => onChange(body, event.target.value)}
          />
        </div>
        {mode === "preview" && (
          <div className="mt-2">
            <BlogPreview title={values[subject]} image={null} content={values[body]} />
          </div>
        )}
      </div>
    </div>
  );
}

export function IssueForm({
  values,
  errors,
  onChange,
}: {
  values: IssueFields;
  errors: Record<string, string>;
  onChange: (field: keyof IssueFields, value: string) => void;
}) {
  const startFrom = (post: BlogPost) => {
    const language = post.language === "hi" ? "Hi" : "En";
    onChange(`subject${language}`, post.title);
    onChange(`body${language}`, post.content);
  };
  return (
    <div className="space-y-6">
      <PostPicker onPick={startFrom} />
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-base font-bold text-slate-900">{fields.english}</legend>
        <VersionFields language="En" values={values} errors={errors} onChange={onChange} />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-base font-bold text-slate-900">{fields.hindi}</legend>
        <p className="text-sm text-slate-600">{fields.hindiHint}</p>
        <VersionFields language="Hi" values={values} errors={errors} onChange={onChange} />
      </fieldset>
    </div>
  );
}
