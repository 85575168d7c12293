import clsx from "clsx";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { CardAccent } from "~/content/display-types";

const accentClass: Record<CardAccent, string> = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  saffron: "bg-saffron-50 text-saffron-700 ring-saffron-100",
  rose: "bg-rose-50 text-rose-700 ring-rose-100",
  sky: "bg-sky-50 text-sky-700 ring-sky-100",
  violet: "bg-violet-50 text-violet-700 ring-violet-100",
  emerald: "bg-emerald-50 text-emerald-700 ring-emerald-100",
};

/** The general card: white, rounded, bordered; optional icon badge, h3 title, body and footer. */
export function Card({
  icon,
  accent = "brand",
  title,
  eyebrow,
  headingLevel = 3,
  footer,
  className,
  children,
}: {
  icon?: IconName;
  accent?: CardAccent;
  title?: string;
  eyebrow?: ReactNode;
  headingLevel?: 3 | 4;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <div
      className={clsx(
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      {icon && (
        <span
          className={clsx(
            "mb-4 inline-flex size-12 items-center justify-center rounded-xl ring-1",
            accentClass[accent],
          )}
        >
          <Icon name={icon} className="size-6" />
        </span>
      )}
      {eyebrow && <div className="mb-1 text-sm font-semibold text-saffron-700">{eyebrow}</div>}
      {title && <H className="text-lg font-bold text-slate-900">{title}</H>}
      {children && <div className={clsx("flex-1 text-[0.95rem] leading-relaxed", title && "mt-2")}>{children}</div>}
      {footer && <div className="mt-5 border-t border-slate-100 pt-4">{footer}</div>}
    </div>
  );
}
