/**
 * Modal dialogs on the native <dialog> element: showModal() makes the rest of the
 * page inert (focus stays inside), Escape closes, and focus returns to whatever
 * opened it. `useConfirm()` asks a yes/no question (deletions ask first, spec 5).
 * Only the body scrolls: the title and the action bar stay in place, and neither
 * the dialog nor the page behind moves (issue 23, finding 3).
 */
import clsx from "clsx";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons, shown in a bar under the content. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      // The page behind stays put (a dialog over a dialog restores what it found).
      const root = document.documentElement;
      const overflow = root.style.overflow;
      root.style.overflow = "hidden";
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        root.style.overflow = overflow;
        opener?.focus?.();
      };
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles as "cancel".
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape fires "cancel": let the owner decide (it may be mid-upload).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes.
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        // The dialog itself never scrolls (the browser's own style would let it): its body does.
        "m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-hidden overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm",
        size === "sm" && "max-w-md",
        size === "md" && "max-w-xl",
        size === "lg" && "max-w-3xl",
      )}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:px-6">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

interface ConfirmRequest {
  title: string;
  message: string;
  /** What the question is about, shown under it (the photos a save deletes, as thumbnails). */
  details?: ReactNode;
  confirmLabel?: string;
  /** The words of the button that changes nothing ("Keep editing" beside "Discard"). */
  cancelLabel?: string;
  tone?: "danger" | "default";
}

const ConfirmContext = createContext<((request: ConfirmRequest) => Promise<boolean>) | null>(null);

/** Provides `useConfirm()` to everything inside it (the admin area wraps itself in it). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null);

  const confirm = useCallback(
    (next: ConfirmRequest) => new Promise<boolean>((resolve) => setRequest({ ...next, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={request !== null}
        onClose={() => answer(false)}
        title={request?.title ?? ""}
        size="sm"
        footer={
          <>
            <button
              type="button"
              onClick={() => answer(false)}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {request?.cancelLabel ?? "Cancel"}
            </button>
            <button
              type="button"
              onClick={() => answer(true)}
              className={clsx(
                "rounded-lg px-4 py-2 text-sm font-semibold text-white",
                request?.tone === "danger" ? "bg-red-600 hover:bg-red-700" : "bg-brand-700 hover:bg-brand-800",
              )}
            >
              {request?.confirmLabel ?? "Confirm"}
            </button>
          </>
        }
      >
        <p className="text-sm leading-relaxed text-slate-700">{request?.message}</p>
        {request?.details}
      </Modal>
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ title, message, confirmLabel: "Delete", tone: "danger" })) …` */
export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm() must be used inside <ConfirmProvider>");
  return confirm;
}
