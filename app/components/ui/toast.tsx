/**
 * Toast notifications (spec 2.2): success, error, warning or default; each clears
 * itself after 5000 ms or on its close button. Announced to screen readers through
 * a polite live region; errors interrupt as alerts. A toast's message is given in
 * the page's language.
 */
import clsx from "clsx";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { rootWords } from "~/content/root-words";
import { useLayoutWords } from "~/i18n/site-words";

export type ToastType = "success" | "error" | "warning" | "default";

export const TOAST_DURATION_MS = 5000;
/** More than this many at once pushes the oldest out. */
const MAX_VISIBLE = 3;

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastApi {
  show(message: string, type?: ToastType): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() must be used inside <ToastProvider>");
  return api;
}

const styles: Record<ToastType, { box: string; icon: IconName }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "circle-check" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "circle-x" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "triangle-exclamation-point" },
  default: { box: "border-slate-200 bg-white text-slate-900", icon: "info" },
};

/** The toasts' labels: the site's words on public pages, English in the admin area (outside the site layout). */
const useToastWords = () => useLayoutWords()?.site.chrome.toast ?? rootWords.toast;

export function ToastProvider({ children }: { children: ReactNode }) {
  const words = useToastWords();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, type: ToastType = "default") => {
    const id = nextId.current++;
    // A success answers the failures shown before it (a wrong password, then the
    // right one): an old red toast left above the green one would contradict it.
    setToasts((current) =>
      [...current.filter((toast) => type !== "success" || toast.type !== "error"), { id, type, message }].slice(
        -MAX_VISIBLE,
      ),
    );
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* At the bottom: a toast must never cover the header's buttons (menu, Logout). */}
      <section
        aria-label={words.region}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-3 z-[100] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const words = useToastWords();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const { box, icon } = styles[toast.type];
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast-type={toast.type}
      className={clsx(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 text-sm shadow-lg",
        box,
      )}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 leading-snug">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label={words.close}
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
