import clsx from "clsx";
import { createContext, type ReactNode, useContext, useId } from "react";

export type Tone = "white" | "muted" | "brand";

const ToneContext = createContext<Tone>("white");
/** The tone of the enclosing Section, so tiles and cards pick readable colours. */
export const useSectionTone = () => useContext(ToneContext);

const toneClass: Record<Tone, string> = {
  white: "bg-white text-slate-800",
  muted: "bg-slate-50 text-slate-800",
  brand: "bg-gradient-to-br from-brand-900 to-brand-800 text-white",
};

/** Eyebrow, heading (h2 by default) and intro of a section or tab panel. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  level = 2,
  align = "center",
  tone,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  level?: 2 | 3;
  align?: "center" | "left";
  tone?: Tone;
}) {
  const contextTone = useSectionTone();
  const dark = (tone ?? contextTone) === "brand";
  const H = level === 2 ? "h2" : "h3";
  return (
    <div className={clsx("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={clsx("text-sm font-bold tracking-wider uppercase", dark ? "text-saffron-300" : "text-saffron-700")}
        >
          {eyebrow}
        </p>
      )}
      <H
        id={id}
        className={clsx(
          "font-extrabold tracking-tight text-balance",
          level === 2 ? "mt-2 text-3xl sm:text-4xl" : "mt-1 text-2xl sm:text-3xl",
          dark ? "text-white" : "text-slate-900",
        )}
      >
        {heading}
      </H>
      {intro && (
        <p className={clsx("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-slate-600")}>{intro}</p>
      )}
    </div>
  );
}

/** A page section: full-width tone band, max-w-7xl container, optional h2 heading with eyebrow and intro. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  tone = "white",
  align = "center",
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: ReactNode;
  tone?: Tone;
  align?: "center" | "left";
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <ToneContext.Provider value={tone}>
      <section
        id={id}
        aria-labelledby={heading ? headingId : undefined}
        className={clsx("py-16 sm:py-20 lg:py-24", toneClass[tone], className)}
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {heading && <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} align={align} />}
          {children && <div className={clsx(heading && "mt-12 sm:mt-14")}>{children}</div>}
        </div>
      </section>
    </ToneContext.Provider>
  );
}
