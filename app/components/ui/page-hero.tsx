import type { ReactNode } from "react";

/** The heading band at the top of a content page. */
export function PageHero({
  heading,
  intro,
  eyebrow,
  children,
}: {
  heading: string;
  intro?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
