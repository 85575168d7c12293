/**
 * Pieces the admin's forms tables and modals share: the header row of a table
 * that stacks into cards below md, the actions of a row (each icon with its word
 * under it on a phone, where "eye" and "external link" look alike; the icon alone
 * from md, named by its aria-label and title), and a modal's Cancel / submit footer.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { adminText } from "~/content/admin/shell";
import { shareLink } from "~/lib/share-link";
import { notify } from "./admin-notify";

/**
 * A row's action: below md, the word under its icon in a target at least 44 px
 * square (four fit side by side on a 390 px phone); from md, the icon alone in a
 * 40 px square (the table's row is the target's neighbourhood there).
 */
export const rowAction =
  "inline-flex min-h-11 min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:size-10 md:min-h-0 md:min-w-0 md:flex-row md:gap-0 md:p-0 md:text-slate-600";

/** The word under a row action's icon, shown below md only (the aria-label names the action everywhere). */
export function ActionWord({ children }: { children: string }) {
  return <span className="md:hidden">{children}</span>;
}

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
      <button type="button" onClick={onEdit} aria-label={editLabel} title={editTitle} className={rowAction}>
        <Icon name="pencil" className="size-4.5" />
        <ActionWord>{editTitle}</ActionWord>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        title={deleteTitle}
        className={clsx(rowAction, "hover:bg-red-50 hover:text-red-700")}
      >
        <Icon name="trash" className="size-4.5" />
        <ActionWord>{deleteTitle}</ActionWord>
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
    <button type="button" onClick={share} aria-label={label} title={adminText.share.button} className={rowAction}>
      <Icon name="share-2" className="size-4.5" />
      <ActionWord>{adminText.rowActions.share}</ActionWord>
    </button>
  );
}

/** A row's actions: share and open (in a new tab) when given, edit, and delete; `children` go first. */
export function RowActions({
  open,
  share,
  children,
  editable = true,
  ...editDelete
}: Parameters<typeof EditDeleteButtons>[0] & {
  children?: ReactNode;
  /** false: Edit and Delete are not offered (a role that may not change it, issue 45). */
  editable?: boolean;
  /** `word`: what a phone shows beside the icon ("Open" unless given). */
  open?: { href: string; label: string; title: string; rel?: string; word?: string };
  /** A page of this site to send on: its path, the title to share it with, the button's label. */
  share?: { path: string; title: string; label: string };
}) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {children}
      {share && <ShareButton {...share} />}
      {open && (
        <a
          href={open.href}
          target="_blank"
          rel={open.rel ?? "noopener"}
          aria-label={open.label}
          title={open.title}
          className={rowAction}
        >
          <Icon name="external-link" className="size-4.5" />
          <ActionWord>{open.word ?? adminText.rowActions.open}</ActionWord>
        </a>
      )}
      {editable && <EditDeleteButtons {...editDelete} />}
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
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        form={formId}
        disabled={saving}
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {saving ? savingLabel : submitLabel}
      </button>
    </>
  );
}
