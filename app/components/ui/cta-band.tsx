import clsx from "clsx";
import type { ReactNode } from "react";
import { useId } from "react";

/** A closing call to action: brand gradient band with an h2, a line of text and action buttons. */
export function CtaBand({
  heading,
  text,
  actions,
  flushTop = false,
}: {
  heading: string;
  text?: ReactNode;
  actions?: ReactNode;
  /** Drop the top padding when the section above is also white. */
  flushTop?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx("bg-white px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8", flushTop ? "pt-0" : "pt-16 sm:pt-20")}
    >
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 size-64 rounded-full bg-saffron-400/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 size-64 rounded-full bg-brand-300/20 blur-3xl"
        />
        <div className="relative">
          <h2
            id={headingId}
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {heading}
          </h2>
          {text && <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{text}</p>}
          {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
      </div>
    </section>
  );
}
