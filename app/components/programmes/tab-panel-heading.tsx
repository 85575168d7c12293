import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

/** The heading (h3) and description at the top of a tab panel. */
export function TabPanelHeading({
  heading,
  description,
  icon,
}: {
  heading: string;
  description?: string;
  icon?: IconName;
}) {
  return (
    <div className="flex max-w-3xl gap-4">
      {icon && (
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:inline-flex">
          <Icon name={icon} className="size-6" />
        </span>
      )}
      <div>
        <h3 className="text-2xl font-extrabold tracking-tight text-slate-900">{heading}</h3>
        {description && <p className="mt-2 text-lg leading-relaxed text-slate-600">{description}</p>}
      </div>
    </div>
  );
}
