/**
 * Asked at Logout while unsaved drafts are kept in this browser (issue 40): the
 * next person at a shared computer could read them. Remove them and sign out,
 * keep them and sign out, or Cancel (Escape, the backdrop, the close button).
 */
import { adminMessages } from "#common/messages/admin";
import { Modal } from "~/components/ui/modal";

const text = adminMessages.logout.drafts;

export type SignOutChoice = "remove" | "keep" | "cancel";

const button = "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold";

export function SignOutDraftsDialog({ open, onChoose }: { open: boolean; onChoose: (choice: SignOutChoice) => void }) {
  return (
    <Modal
      open={open}
      onClose={() => onChoose("cancel")}
      title={text.title}
      size="sm"
      footer={
        <>
          <button
            type="button"
            onClick={() => onChoose("cancel")}
            className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          >
            {text.cancel}
          </button>
          <button
            type="button"
            onClick={() => onChoose("keep")}
            className={`${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          >
            {text.keep}
          </button>
          <button
            type="button"
            onClick={() => onChoose("remove")}
            className={`${button} bg-red-600 text-white hover:bg-red-700`}
          >
            {text.remove}
          </button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-slate-700">{text.message}</p>
    </Modal>
  );
}
