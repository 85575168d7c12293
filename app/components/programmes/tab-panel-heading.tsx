import type { LucideIcon } from "lucide-react";

/** The heading (h3) and description at the top of a tab panel. */
export function TabPanelHeading({
  heading,
  description,
  icon: Icon,
}: {
  heading: string;
  description?: string;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex max-w-3xl gap-4">
      {Icon && (
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:inline-flex">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <div>
        <h3 className="text-2xl font-extrabold tracking-tight text-slate-900">{heading}</h3>
        {description && <p className="mt-2 text-lg leading-relaxed text-slate-600">{description}</p>}
      </div>
    </div>
  );
}
