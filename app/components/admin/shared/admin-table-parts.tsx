/**
 * Pieces the admin's forms tables and modals share: the header row of a table
 * that stacks into cards below md, the edit and delete icon buttons of a row, and
 * a modal's Cancel / submit footer.
 */
import clsx from "clsx";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import Share2 from "lucide-react/icons/share-2";
import Trash2 from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { adminText } from "~/content/admin";
import { shareLink } from "~/lib/share-link";
import { notify } from "./admin-notify";

export const iconButton =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900";

/**
 * The admin's list table: one table whose rows stack as cards below md, so it fits a
 * phone without side-scrolling. `children` are its rows.
 */
export function AdminTable({ columns, children }: { columns: readonly TableColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm md:table">
        <TableHead columns={columns} />
        <tbody className="block divide-y divide-slate-200 md:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

type TableColumn = { label: string; align?: "right" };

/** Column headings, hidden below md where each row is a card. The first is indented like its cells. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={clsx(index === 0 ? "px-5 py-3" : "px-4 py-3", column.align === "right" && "text-right")}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EditDeleteButtons({
  editLabel,
  editTitle,
  deleteLabel,
  deleteTitle,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  editTitle: string;
  deleteLabel: string;
  deleteTitle: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <button type="button" onClick={onEdit} aria-label={editLabel} title={editTitle} className={iconButton}>
        <Pencil aria-hidden="true" className="size-4.5" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        title={deleteTitle}
        className={clsx(iconButton, "hover:bg-red-50 hover:text-red-700")}
      >
        <Trash2 aria-hidden="true" className="size-4.5" />
      </button>
    </>
  );
}

/**
 * Sends a page's address on (issue 23: a custom form is shared on WhatsApp): the
 * phone's share sheet where there is one, else the address copied, with a toast.
 */
function ShareButton({ path, title, label }: { path: string; title: string; label: string }) {
  const share = () =>
    shareLink({
      url: new URL(path, window.location.origin).href,
      title,
      onCopied: () => notify(adminText.share.copied, "success"),
      copyPrompt: adminText.share.copyPrompt,
    });
  return (
    <button type="button" onClick={share} aria-label={label} title={adminText.share.button} className={iconButton}>
      <Share2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}

/** A row's actions: share and open (in a new tab) when given, edit, and delete. */
export function RowActions({
  open,
  share,
  ...editDelete
}: Parameters<typeof EditDeleteButtons>[0] & {
  open?: { href: string; label: string; title: string; rel?: string };
  /** A page of this site to send on: its path, the title to share it with, the button's label. */
  share?: { path: string; title: string; label: string };
}) {
  return (
    <div className="flex justify-end gap-1">
      {share && <ShareButton {...share} />}
      {open && (
        <a
          href={open.href}
          target="_blank"
          rel={open.rel ?? "noopener"}
          aria-label={open.label}
          title={open.title}
          className={iconButton}
        >
          <ExternalLink aria-hidden="true" className="size-4.5" />
        </a>
      )}
      <EditDeleteButtons {...editDelete} />
    </div>
  );
}

/** Cancel, and the submit button of the form `formId` inside the modal. */
export function ModalFooterButtons({
  formId,
  onCancel,
  cancelLabel,
  submitLabel,
  savingLabel,
  saving,
}: {
  formId: string;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  savingLabel: string;
  saving: boolean;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        form={formId}
        disabled={saving}
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {saving ? savingLabel : submitLabel}
      </button>
    </>
  );
}
