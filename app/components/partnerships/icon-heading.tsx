import { contentIcons } from "~/components/programmes/content-icons";
import type { IconKey } from "~/content/display-types";

/** A partnership card's title beside its icon, in a green tile. */
export function IconHeading({ icon, title }: { icon: IconKey; title: string }) {
  const Icon = contentIcons[icon];
  return (
    <div className="flex items-center gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h4 className="text-xl font-bold text-slate-900">{title}</h4>
    </div>
  );
}
