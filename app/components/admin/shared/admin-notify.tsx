/**
 * The one way the admin area raises a toast. Loaders and actions run outside
 * React, so they call `notify()`; `<AdminToasts />` (in the admin layout) hands
 * each notice to the site's toast list. Nothing else in the admin calls
 * `useToast()`.
 */
import { useEffect } from "react";
import { type ToastType, useToast } from "~/components/ui/toast";

const EVENT = "admin-notice";

interface Notice {
  message: string;
  type: ToastType;
}

export function notify(message: string, type: ToastType = "default"): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<Notice>(EVENT, { detail: { message, type } }));
}

export function AdminToasts() {
  const toast = useToast();
  useEffect(() => {
    const show = (event: Event) => {
      const { message, type } = (event as CustomEvent<Notice>).detail;
      toast.show(message, type);
    };
    window.addEventListener(EVENT, show);
    return () => window.removeEventListener(EVENT, show);
  }, [toast]);
  return null;
}
