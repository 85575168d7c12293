import clsx from "clsx";
import { Icon } from "~/components/ui/icon";
import { useUiKitText } from "./use-ui-kit-text";

/** A disabled button reading "Coming Soon", for actions the specification keeps closed. */
export function ComingSoonButton({ className, fullWidth = false }: { className?: string; fullWidth?: boolean }) {
  const uiKitText = useUiKitText();
  return (
    <button
      type="button"
      disabled
      className={clsx(
        "inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-2.5 text-sm font-bold text-slate-500",
        fullWidth && "w-full",
        className,
      )}
    >
      <Icon name="clock" className="size-4" />
      {uiKitText.comingSoon}
    </button>
  );
}
