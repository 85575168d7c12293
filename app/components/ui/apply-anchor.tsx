/**
 * A link to the application form (app/lib/apply-link.ts): a link within the site to
 * its own form, or the outside form in a new tab. `children` is told which, so the
 * link can say it opens a new tab only when it does.
 */
import type { ReactNode } from "react";
import { type ApplyTarget, useApplyLink } from "~/lib/apply-link";
import { Link } from "./site-link";

export function ApplyAnchor({
  target,
  className,
  children,
}: {
  target?: ApplyTarget;
  className?: string;
  children: (external: boolean) => ReactNode;
}) {
  const { to, external } = useApplyLink(target);
  return external ? (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children(true)}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children(false)}
    </Link>
  );
}
