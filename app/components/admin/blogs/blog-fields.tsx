/**
 * The fields of a post, the same in the blog modal and the page editor (issue 23:
 * one editor, one set of rules): title, its address, excerpt, the content with
 * Insert image, preview and its pictures with their alt text and caption, author,
 * tags, language, featured, cover and "Publish at". The one specified line above
 * them when publishing lacks the excerpt or the content (spec 5).
 */
import clsx from "clsx";
import { useRouteLoaderData } from "react-router";
import { slugFromTitle, slugify } from "#common/blog-slug";
import { LOCALES, type Locale } from "#common/locale";
import { blogMessages } from "#common/messages/blog";
import type { BlogPost } from "#common/schemas/blog";
import { BlogContentEditor, type EditorMode } from "~/components/admin/blogs/blog-content-editor";
import { type BlogForm, excerptFromContent } from "~/components/admin/blogs/blog-form";
import { CoverImageField } from "~/components/admin/blogs/blog-image-fields";
import { PublishAtField } from "~/components/admin/blogs/blog-publish-controls";
import { CheckboxField, controlClass, Field, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { blogAdminText } from "~/content/admin/blog";
import { pathTo } from "~/content/paths";
import { blogStatus } from "~/lib/admin/blog-schedule";
import type { RootData } from "~/lib/site";

const text = blogAdminText.fields;
const v = blogMessages.validation;

/**
 * The post's address (issue 43): shown as visitors will find it, made from the
 * title while the field is empty, editable until the post is public; then fixed,
 * and the hint says why (decision 056).
 */
function AddressField({ form, post }: { form: BlogForm; post: BlogPost | null }) {
  // The site's public address (PUBLIC_URL), as links to the post will name it.
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin ?? "";
  const fixed = post !== null && ["published", "featured"].includes(blogStatus(post).kind);
  const typed = slugify(form.values.slug);
  const address = (slug: string) => `${origin}${pathTo.post(slug)}`;
  const hint = fixed
    ? text.slugFixed(address(post.slug))
    : typed
      ? text.slugTyped(address(typed))
      : text.slugFromTitle(address(slugFromTitle(form.values.title)));
  return (
    <TextField
      label={text.slug}
      hint={hint}
      readOnly={fixed}
      // Read-only looks it: greyed, so nobody types into it in vain.
      className={fixed ? "[&_input]:bg-slate-100 [&_input]:text-slate-600" : undefined}
      {...form.bind("slug")}
    />
  );
}

/** The post's language: a select that always holds one (English unless Hindi is chosen; optional in the API). */
function LanguageField({ form }: { form: BlogForm }) {
  const error = form.errors.language;
  return (
    <Field label={text.language} hint={text.languageHint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name="language"
          value={form.values.language}
          onChange={(event) => form.set("language", event.target.value as Locale)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClass(Boolean(error)), "mt-1.5 sm:max-w-xs")}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {text.languages[locale]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function BlogFields({
  form,
  post,
  mode,
  onModeChange,
  onBusyChange,
  contentRows,
}: {
  form: BlogForm;
  /** The post as saved; null for a new one. */
  post: BlogPost | null;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  /** True while a picture is uploading (saving waits for it). */
  onBusyChange: (busy: boolean) => void;
  contentRows: number;
}) {
  const { values, errors } = form;
  // The specified summary line, while publishing lacks the excerpt or the content (a draft needs only a title).
  const summary = errors.excerpt === v.excerptRequired || errors.content === v.contentRequired;
  const canMakeExcerpt = !values.excerpt.trim() && values.content.trim() !== "";
  return (
    <div className="space-y-4">
      {summary && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
        >
          {blogMessages.validation.modalRequired}
        </p>
      )}
      <TextField label={text.title} required {...form.bind("title")} />
      <AddressField form={form} post={post} />
      <div>
        <TextAreaField label={text.excerpt} hint={text.excerptHint} required rows={3} {...form.bind("excerpt")} />
        {canMakeExcerpt && (
          <button
            type="button"
            onClick={() => form.set("excerpt", excerptFromContent(values.content))}
            className="mt-1 min-h-11 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {text.excerptFromContent}
          </button>
        )}
      </div>
      <BlogContentEditor
        form={form}
        mode={mode}
        onModeChange={onModeChange}
        formRef={form.formRef}
        onBusyChange={onBusyChange}
        rows={contentRows}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={text.author} required {...form.bind("author")} />
        <TextField label={text.tags} hint={text.tagsHint} {...form.bind("tags")} />
      </div>
      <LanguageField form={form} />
      <CheckboxField
        name="featured"
        label={text.featured}
        checked={values.featured}
        onChange={(event) => form.set("featured", event.target.checked)}
      />
      <CoverImageField
        value={values.image}
        onChange={(image) => form.set("image", image)}
        onBusyChange={onBusyChange}
      />
      <PublishAtField form={form} />
    </div>
  );
}
