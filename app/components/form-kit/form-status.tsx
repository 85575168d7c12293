import clsx from "clsx";
import { Icon } from "~/components/ui/icon";

export type FormStatusValue = { kind: "success" | "error"; message: string } | null;

/**
 * A form's outcome in the page (always present, so screen readers announce what
 * appears in it), its message in the page's language.
 */
export function FormStatus({ status }: { status: FormStatusValue }) {
  return (
    <div role="status" aria-live="polite">
      {status && (
        <p
          className={clsx(
            "flex items-start gap-2 rounded-xl border p-4 text-sm font-medium",
            status.kind === "success"
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : "border-red-200 bg-red-50 text-red-900",
          )}
        >
          {status.kind === "success" ? (
            <Icon name="circle-check" className="size-5 shrink-0" />
          ) : (
            <Icon name="circle-x" className="size-5 shrink-0" />
          )}
          {status.message}
        </p>
      )}
    </div>
  );
}
