/**
 * Forms tab (spec 2.25): the external form links (add, edit, open, delete after
 * confirmation, with the spec's toasts) and the custom forms (build, edit, see
 * responses, delete). The Overview's "Add Form Link" arrives as
 * ?tab=forms&action=create and opens the add-form modal.
 */
import { ClipboardList, FormInput, Plus } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { formMessages as messages } from "#common/messages/forms";
import { CustomFormBuilder } from "~/components/admin/forms/custom-form-builder";
import type { EditableCustomForm } from "~/components/admin/forms/custom-form-draft";
import { CustomFormsTable } from "~/components/admin/forms/custom-forms-table";
import { FormLinkModal } from "~/components/admin/forms/form-link-modal";
import { FormLinksTable } from "~/components/admin/forms/form-links-table";
import { type AdminExternalForm, useAdminData } from "~/components/admin/shared/admin-data";
import { useAdminTab } from "~/components/admin/shared/admin-tabs";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { useConfirm } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { adminFormsText } from "~/content/admin-forms";
import { apiRequest } from "~/lib/api-client";
import { useCustomForms } from "~/components/admin/forms/use-custom-forms";

const text = adminFormsText;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

function SectionHeader({
  id,
  heading,
  intro,
  count,
  action,
}: {
  id: string;
  heading: string;
  intro: string;
  count: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-2xl">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {heading}
        </h2>
        <p className="text-sm text-slate-600">
          {count} · {intro}
        </p>
      </div>
      {action}
    </div>
  );
}

export function FormsTab() {
  const { externalForms, refresh } = useAdminData();
  const custom = useCustomForms();
  const { action, clearAction } = useAdminTab();
  const toast = useToast();
  const confirm = useConfirm();
  const [linkModal, setLinkModal] = useState<{ link: AdminExternalForm | null } | null>(null);
  const [builder, setBuilder] = useState<{ form: EditableCustomForm | null } | null>(null);

  // The Overview's "Add Form Link" arrives as ?tab=forms&action=create.
  useEffect(() => {
    if (action !== "create") return;
    setLinkModal({ link: null });
    clearAction();
  }, [action, clearAction]);

  const deleteLink = async (link: AdminExternalForm) => {
    const yes = await confirm({
      title: text.links.confirmTitle,
      message: text.links.confirmMessage(link.title),
      confirmLabel: text.links.confirmButton,
      tone: "danger",
    });
    if (!yes) return;
    try {
      await apiRequest(`/external-forms/${encodeURIComponent(link.id)}`, { method: "DELETE", timeoutMs: 30_000 });
      toast.show(messages.linkToasts.deleted, "success");
      await refresh();
    } catch (error) {
      toast.show(messages.linkToasts.deleteFailed(errorText(error)), "error");
    }
  };

  const deleteForm = async (form: EditableCustomForm) => {
    const yes = await confirm({
      title: text.custom.confirmTitle,
      message: text.custom.confirmMessage(form.title, form.responseCount),
      confirmLabel: text.custom.confirmButton,
      tone: "danger",
    });
    if (!yes) return;
    try {
      await apiRequest(`/custom-forms/${encodeURIComponent(form.id)}`, { method: "DELETE", timeoutMs: 30_000 });
      toast.show(messages.builder.deleted, "success");
      await custom.reload();
    } catch (error) {
      toast.show(messages.builder.deleteFailed(errorText(error)), "error");
    }
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="form-links-heading" className="space-y-5">
        <SectionHeader
          id="form-links-heading"
          heading={text.links.heading}
          intro={text.links.intro}
          count={text.links.count(externalForms.length)}
          action={<AddButton onClick={() => setLinkModal({ link: null })}>{text.links.add}</AddButton>}
        />
        {externalForms.length === 0 ? (
          <EmptyState icon={FormInput} title={text.links.emptyTitle} text={text.links.emptyText} />
        ) : (
          <FormLinksTable
            links={externalForms}
            onEdit={(link) => setLinkModal({ link })}
            onDelete={(link) => void deleteLink(link)}
          />
        )}
      </section>

      <section aria-labelledby="custom-forms-heading" className="space-y-5">
        <SectionHeader
          id="custom-forms-heading"
          heading={text.custom.heading}
          intro={text.custom.intro}
          count={text.custom.count(custom.forms.length)}
          action={<AddButton onClick={() => setBuilder({ form: null })}>{text.custom.create}</AddButton>}
        />
        {custom.state === "loading" ? (
          <p className="text-sm text-slate-600">{text.custom.loading}</p>
        ) : custom.state === "failed" ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {messages.builder.loadFailed(custom.error)}
            <button type="button" onClick={() => void custom.reload()} className="font-semibold underline">
              {text.custom.retry}
            </button>
          </div>
        ) : custom.forms.length === 0 ? (
          <EmptyState icon={ClipboardList} title={text.custom.emptyTitle} text={text.custom.emptyText} />
        ) : (
          <CustomFormsTable
            forms={custom.forms}
            onEdit={(form) => setBuilder({ form })}
            onDelete={(form) => void deleteForm(form)}
          />
        )}
      </section>

      <FormLinkModal
        open={linkModal !== null}
        link={linkModal?.link ?? null}
        onClose={() => setLinkModal(null)}
        onSaved={async () => {
          setLinkModal(null);
          await refresh();
        }}
      />
      <CustomFormBuilder
        open={builder !== null}
        form={builder?.form ?? null}
        onClose={() => setBuilder(null)}
        onSaved={async () => {
          setBuilder(null);
          await custom.reload();
        }}
      />
    </div>
  );
}
