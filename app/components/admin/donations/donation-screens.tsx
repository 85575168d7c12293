/**
 * The links between the Donations tab's screens (issue 47): Waiting for money (with the
 * statement's import), Record a donation (for those who may write), Receipts, Form 10BD.
 */
import type { FormEvent, ReactNode } from "react";
import { ModalFooterButtons } from "~/components/admin/shared/admin-table-parts";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { ScreenLinks } from "~/components/admin/shared/screen-links";
import { Modal } from "~/components/ui/modal";
import { donationsText as text } from "~/content/admin/donations";

export function DonationScreens() {
  const writer = useMay()("donations.write");
  const links = [
    { to: "/admin/donations", label: text.screens.waiting },
    ...(writer ? [{ to: "/admin/donations/new", label: text.screens.record }] : []),
    { to: "/admin/donations/receipts", label: text.screens.receipts },
    { to: "/admin/donations/form-10bd", label: text.screens.form10bd },
  ];
  return <ScreenLinks label={text.screens.label} links={links} />;
}

/** A dialog holding one form: its words, the form's fields as children, Cancel and submit under them. */
export function FormDialog({
  id,
  title,
  description,
  cancelLabel = text.cancel,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  description: string;
  cancelLabel?: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <ModalFooterButtons
          formId={id}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          savingLabel={text.saving}
          saving={busy}
        />
      }
    >
      <form id={id} method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
