import clsx from "clsx";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";

/** A bold text link with an arrow after it ("More about us", "Explore Education"). */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={clsx(
        className,
        // 44 px tall: a finger reaches it on a phone (issue 23, finding 18).
        "inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900 hover:underline",
      )}
    >
      {children}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}
