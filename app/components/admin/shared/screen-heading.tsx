import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/**
 * The top of an admin screen (or of one of its sections): the h2, a line or two
 * of intro, and the screen's buttons on the right, under the words on a phone.
 * One look for every screen (decision 091); an admin screen's h1 is the header's
 * greeting, so this is always an h2.
 */
export function ScreenHeading({
  id,
  title,
  intro,
  actions,
  back,
  children,
}: {
  /** The heading's id, for the aria-labelledby of the section it heads. */
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** A link back to the screen this one was opened from, above the heading. */
  back?: ReactNode;
  /** Under the intro: links about the screen's subject (a page's "View page"). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {/* The words' own width: long intros wrap, and the buttons stay beside them. */}
      <div className="max-w-3xl min-w-0">
        {back && <div className="mb-1">{back}</div>}
        <h2 id={id} className="text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm break-words text-slate-600">{intro}</p>}
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** The link back to the screen this one was opened from: ScreenHeading's `back`. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  );
}
