/**
 * Forms tab (spec 2.25): the external form links (add, edit, open, delete after
 * confirmation, with the spec's toasts) and the custom forms (build, edit, see
 * responses, delete). The Overview's "Add Form Link" arrives as
 * /admin/forms?action=create and opens the add-form modal. The custom forms come
 * from the route's loader, deletes go through its action (routes/admin/forms.tsx).
 */
import { type ReactNode, useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { formAdminMessages as messages } from "#common/messages/forms-admin";
import type { CustomFormSummary, ExternalFormLink } from "#common/schemas/forms";
import { CustomFormBuilder } from "~/components/admin/forms/custom-form-builder";
import { CustomFormsTable } from "~/components/admin/forms/custom-forms-table";
import { FormLinkModal } from "~/components/admin/forms/form-link-modal";
import { FormLinksTable } from "~/components/admin/forms/form-links-table";
import type { FormsIntent } from "~/components/admin/forms/forms-intent";
import { useRequestedAction } from "~/components/admin/shared/admin-tabs";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { useDashboardData, useMay } from "~/components/admin/shared/dashboard-data";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { adminFormsText } from "~/content/admin/forms";

const text = adminFormsText;

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Icon name="plus" className="size-4" />
      {children}
    </button>
  );
}

/** `customForms` is null when they could not be loaded (`loadError` says why). */
export function FormsTab({ customForms, loadError }: { customForms: CustomFormSummary[] | null; loadError: string }) {
  const { externalForms } = useDashboardData();
  const writer = useMay()("forms.write");
  const revalidator = useRevalidator();
  const act = useRouteAction<Extract<FormsIntent, { intent: "delete-link" | "delete-form" }>>();
  const confirm = useConfirm();
  const [linkModal, setLinkModal] = useState<{ link: ExternalFormLink | null } | null>(null);
  const [builder, setBuilder] = useState<{ form: CustomFormSummary | null } | null>(null);
  const forms = customForms ?? [];

  useRequestedAction(
    "create",
    useCallback(() => setLinkModal({ link: null }), []),
  );

  const deleteLink = async (link: ExternalFormLink) => {
    const yes = await confirm({
      title: text.links.confirmTitle,
      message: text.links.confirmMessage(link.title),
      confirmLabel: text.links.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete-link", id: link.id });
  };

  const deleteForm = async (form: CustomFormSummary) => {
    const yes = await confirm({
      title: text.custom.confirmTitle,
      message: text.custom.confirmMessage(form.title, form.responseCount),
      confirmLabel: text.custom.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete-form", id: form.id });
  };

  // The route's action saved it; React Router reloads the lists by itself.
  const saved = (close: () => void) => () => {
    close();
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="form-links-heading" className="space-y-5">
        <ScreenHeading
          id="form-links-heading"
          title={text.links.heading}
          intro={`${text.links.count(externalForms.length)} · ${text.links.intro}`}
          actions={writer && <AddButton onClick={() => setLinkModal({ link: null })}>{text.links.add}</AddButton>}
        />
        {externalForms.length === 0 ? (
          <EmptyState icon="rectangle-ellipsis" title={text.links.emptyTitle} text={text.links.emptyText} />
        ) : (
          <FormLinksTable
            links={externalForms}
            onEdit={(link) => setLinkModal({ link })}
            onDelete={(link) => void deleteLink(link)}
          />
        )}
      </section>

      <section aria-labelledby="custom-forms-heading" className="space-y-5">
        <ScreenHeading
          id="custom-forms-heading"
          title={text.custom.heading}
          intro={`${text.custom.count(forms.length)} · ${text.custom.intro}`}
          actions={writer && <AddButton onClick={() => setBuilder({ form: null })}>{text.custom.create}</AddButton>}
        />
        {customForms === null ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {messages.builder.loadFailed(loadError)}
            <button type="button" onClick={() => void revalidator.revalidate()} className="font-semibold underline">
              {text.custom.retry}
            </button>
          </div>
        ) : forms.length === 0 ? (
          <EmptyState icon="clipboard-list" title={text.custom.emptyTitle} text={text.custom.emptyText} />
        ) : (
          <CustomFormsTable
            forms={forms}
            onEdit={(form) => setBuilder({ form })}
            onDelete={(form) => void deleteForm(form)}
          />
        )}
      </section>

      <FormLinkModal
        open={linkModal !== null}
        link={linkModal?.link ?? null}
        onClose={() => setLinkModal(null)}
        onSaved={saved(() => setLinkModal(null))}
      />
      <CustomFormBuilder
        open={builder !== null}
        form={builder?.form ?? null}
        onClose={() => setBuilder(null)}
        onSaved={saved(() => setBuilder(null))}
      />
    </div>
  );
}
