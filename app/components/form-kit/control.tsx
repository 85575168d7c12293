/**
 * The form kit's smallest parts, in their own module so a form that only needs
 * them (the custom forms' questions) loads nothing else: the one control style
 * and a field's error line.
 */
import clsx from "clsx";

/** The one control style of every form's inputs, selects and text areas. */
export const controlClass = (invalid: boolean) =>
  clsx(
    "block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none",
    invalid
      ? "border-red-500 focus:border-red-600 focus:ring-red-500/25"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/25",
  );

/** A field's message, already in the page's language (the form wrote it: app/i18n/messages.ts). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
