/**
 * The add-form modal (spec 2.25, 5, 8), also used to edit a link: title,
 * description and link required ('Please fill in all required fields (title,
 * description, link)'), the link a full http(s) address ('Please enter a valid URL
 * for the form link'), category (default Volunteer), and Coming Soon. Checked with
 * the same schema the server uses; each message sits beside its field. Saved by
 * the Forms route's action.
 */
import { type FormEvent, useRef, useState } from "react";
import { formAdminMessages as messages } from "#common/messages/forms-admin";
import type { ExternalFormLink } from "#common/schemas/forms";
import { DEFAULT_FORM_CATEGORY, externalFormRequest, FORM_CATEGORIES } from "#common/schemas/forms";
import type { FormsIntent } from "~/components/admin/forms/forms-intent";
import { ModalFooterButtons } from "~/components/admin/shared/admin-table-parts";
import { useRouteWrite } from "~/components/admin/shared/admin-write";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { Modal } from "~/components/ui/modal";
import { adminFormsText } from "~/content/admin/forms";

const text = adminFormsText.linkModal;
const categoryOptions = FORM_CATEGORIES.map((category) => ({ value: category, label: category }));
type LinkField = "title" | "description" | "link" | "category";

export function FormLinkModal({
  open,
  link,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The link to edit; null adds a new one. */
  link: ExternalFormLink | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<LinkField, string>>>({});
  const [summary, setSummary] = useState("");
  const write = useRouteWrite<FormsIntent>((result) => {
    if (result.ok) onSaved();
    else if (result.errors) setErrors(result.errors);
  });
  const saving = write.busy;

  const close = () => {
    if (saving) return;
    setErrors({});
    setSummary("");
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = externalFormRequest.safeParse({
      title: String(data.get("title") ?? ""),
      description: String(data.get("description") ?? ""),
      link: String(data.get("link") ?? ""),
      category: String(data.get("category") || DEFAULT_FORM_CATEGORY),
      disabled: data.get("disabled") === "on",
    });
    if (!parsed.success) {
      const next: Partial<Record<LinkField, string>> = {};
      let missing = false;
      for (const issue of parsed.error.issues) {
        // The specification's message says it for all of them, once, above the fields.
        const isMissing = issue.message === messages.link.required;
        missing ||= isMissing;
        next[issue.path[0] as LinkField] ??= isMissing ? messages.link.fieldRequired : issue.message;
      }
      setErrors(next);
      setSummary(missing ? messages.link.required : "");
      const first = (["title", "description", "link", "category"] as const).find((field) => next[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSummary("");
    write.send({ intent: "save-link", id: link?.id ?? null, link: parsed.data });
  };

  const formId = "form-link-modal";
  return (
    <Modal
      open={open}
      onClose={close}
      title={link ? text.editTitle : text.addTitle}
      description={text.description}
      footer={
        <ModalFooterButtons
          formId={formId}
          onCancel={close}
          cancelLabel={text.cancel}
          submitLabel={link ? text.save : text.add}
          savingLabel={text.saving}
          saving={saving}
        />
      }
    >
      <form method="post" id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        {summary && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {summary}
          </p>
        )}
        <TextField
          name="title"
          label={text.title}
          required
          defaultValue={link?.title}
          placeholder={text.titlePlaceholder}
          error={errors.title}
        />
        <TextAreaField
          name="description"
          label={text.descriptionLabel}
          required
          rows={3}
          defaultValue={link?.description}
          error={errors.description}
        />
        <TextField
          name="link"
          label={text.link}
          type="url"
          inputMode="url"
          required
          defaultValue={link?.link}
          placeholder="https://forms.gle/…"
          hint={text.linkHint}
          error={errors.link}
        />
        <SelectField
          name="category"
          label={text.category}
          placeholder={DEFAULT_FORM_CATEGORY}
          options={categoryOptions.filter((option) => option.value !== DEFAULT_FORM_CATEGORY)}
          defaultValue={link?.category === DEFAULT_FORM_CATEGORY ? "" : link?.category}
          error={errors.category}
        />
        <CheckboxField name="disabled" label={text.disabled} defaultChecked={link?.disabled} />
      </form>
    </Modal>
  );
}
