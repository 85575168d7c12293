import clsx from "clsx";
import { buttonClass } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";

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
      {busy ? <Icon name="loader-circle" className="size-5 animate-spin" /> : <Icon name="send" className="size-5" />}
      {busy ? busyLabel : label}
    </button>
  );
}
