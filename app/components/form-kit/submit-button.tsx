import clsx from "clsx";
import Loader2 from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { buttonClass } from "~/components/ui/button-link";

/** The form's submit button: shows `busyLabel` and is disabled while sending (spec 4). */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={clsx(buttonClass.primary, "w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto")}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Send aria-hidden="true" className="size-5" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
