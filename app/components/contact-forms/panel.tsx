import clsx from "clsx";
import type { ReactNode } from "react";

/** A white rounded panel with an h2, for the form and the side boxes of the contact pages. */
export function Panel({
  heading,
  headingId,
  intro,
  className,
  children,
}: {
  heading: string;
  headingId?: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8", className)}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {heading}
      </h2>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
