import clsx from "clsx";
import { Icon } from "~/components/ui/icon";

/** A short list with a check (or gift, for benefits) before each item. */
export function CheckList({
  items,
  icon = "check",
  className,
}: {
  items: readonly string[];
  icon?: "check" | "gift";
  className?: string;
}) {
  return (
    <ul className={clsx("space-y-1.5 text-sm text-slate-600", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon
            name={icon}
            className={clsx("mt-0.5 size-4 shrink-0", icon === "gift" ? "text-saffron-600" : "text-brand-600")}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
